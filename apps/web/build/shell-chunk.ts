/**
 * Issue 28 §3: one chunk for the shell. Rolldown never puts a module the entry shares with a lazy chunk into the
 * entry chunk itself (that would make the lazy chunk import the entry); it splits each such set into a common chunk
 * of its own. Once route modules became lazy (src/app/routes/route-modules.ts), the portal home loaded ~25 such
 * chunks of 0.5–3 kB — each one more request and ~370 bytes of response headers on HTTP/1.1. Every page loads
 * everything the desktop entry imports statically anyway, so those modules lose nothing by travelling together:
 * this names them all into one `shell` chunk. Rolldown's common-chunk merging is off (vite.config.ts): it folded the
 * group into the desktop entry chunk and had the /h5/ entry import that chunk, which would run the desktop entry.
 */
interface ModuleInfoLike {
  importedIds: readonly string[];
}
interface ChunkingContextLike {
  getModuleInfo(moduleId: string): ModuleInfoLike | null;
}

/** The modules `root` reaches through static imports (itself included). */
function staticClosure(ctx: ChunkingContextLike, root: string): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The chunk's name (also the hashed file's prefix: `assets/shell-<hash>.js`). */
export const SHELL_CHUNK = 'shell';

/**
 * React DOM, React and the scheduler: their own chunk, evaluated a task before the shell (src/entry-client.tsx).
 * Vite's preload helper goes with them: the entry calls it for its own dynamic imports, so whichever chunk holds it
 * is evaluated with the entry — never the shell.
 */
export const REACT_DOM_CHUNK = 'react-dom';
const REACT_DOM_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|vite\/preload-helper/;

/**
 * The codeSplitting group (the shell's root and the mobile entry as absolute module ids). Modules the /h5/ entry
 * reaches are left to the automatic split, and the group does not take its modules' dependencies along: a
 * dependency the mobile entry also reaches, and everything below it, stays out of `shell`, so `shell` only imports
 * those chunks, never the reverse. The desktop entry itself imports the shell's root dynamically (after React DOM):
 * it stays a chunk of its own.
 */
export function shellChunk(shellRoot: string, mobileEntry: string) {
  let reached: { desktop: Set<string>; mobile: Set<string> } | null = null;
  const name = (moduleId: string, ctx: ChunkingContextLike): string | null => {
    // Once per build: the module graph is complete when chunking starts.
    reached ??= { desktop: staticClosure(ctx, shellRoot), mobile: staticClosure(ctx, mobileEntry) };
    if (!reached.desktop.has(moduleId) || reached.mobile.has(moduleId)) return null;
    return REACT_DOM_MODULES.test(moduleId) ? REACT_DOM_CHUNK : SHELL_CHUNK;
  };
  return { name, includeDependenciesRecursively: false };
}
