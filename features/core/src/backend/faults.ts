import { BoundedMap } from './bounded';

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
  // Bounded like every store requests add to: a scope is any name the control call is given.
  private readonly faults = new BoundedMap<string, Fault>();

  /**
   * Switches a fault on for a call. With a `scope`, it only hits requests that carry the same scope
   * (the `cepa_fault_scope` cookie), so parallel end-to-end tests do not disturb each other.
   */
  set(call: string, fault: Fault, scope = ''): void {
    this.faults.set(`${scope}|${call}`, { ...fault });
  }

  clear(call?: string, scope = ''): void {
    if (call) {
      this.faults.delete(`${scope}|${call}`);
    } else if (scope) {
      for (const key of [...this.faults.keys()]) {
        if (key.startsWith(`${scope}|`)) this.faults.delete(key);
      }
    } else {
      this.faults.clear();
    }
  }

  /** The fault for this call and scope (else the unscoped one), if any, counting one use of it. */
  take(call: string, scope = ''): Fault | undefined {
    const key = scope && this.faults.has(`${scope}|${call}`) ? `${scope}|${call}` : `|${call}`;
    const fault = this.faults.get(key);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.faults.delete(key);
      else fault.times -= 1;
    }
    return fault;
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.faults);
  }
}
