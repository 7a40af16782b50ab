/**
 * The pseudo-language's catalogue beside each English one (`messages/qps.json`), made by the build from it
 * (tools/vite-messages.ts) and never on disk: its ids are the English catalogue's, its messages precompiled.
 */
declare module '*/qps.json' {
  const catalogue: Readonly<Record<string, unknown>>;
  export default catalogue;
}
