/**
 * The fields of a built chunk the build tools read (Vite's OutputChunk as Rolldown emits it),
 * typed here once so the tools need not import the bundler's types.
 */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
  viteMetadata?: { importedCss: Set<string> };
}
