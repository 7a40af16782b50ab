/** Each page type's code as the addresses of its files (tools/vite-page-chunks.ts; empty in dev). */
declare module 'virtual:cepa/page-chunks' {
  const pageChunks: Readonly<Record<string, readonly string[]>>;
  export default pageChunks;
}
