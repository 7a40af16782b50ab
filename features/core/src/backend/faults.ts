/**
 * Faults a test switches on per call of the embedded backend: a delay, an error status with a body,
 * or a dropped connection. `times` limits how many requests it hits (default: until cleared).
 */
export type Fault = {
  delay?: number;
  status?: number;
  body?: unknown;
  network?: boolean;
  times?: number;
};

export class FaultRegistry {
  private readonly faults = new Map<string, Fault>();

  set(call: string, fault: Fault): void {
    this.faults.set(call, { ...fault });
  }

  clear(call?: string): void {
    if (call) this.faults.delete(call);
    else this.faults.clear();
  }

  /** The fault for this call, if any, counting one use of it. */
  take(call: string): Fault | undefined {
    const fault = this.faults.get(call);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.faults.delete(call);
      else fault.times -= 1;
    }
    return fault;
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.faults);
  }
}
