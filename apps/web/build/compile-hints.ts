/**
 * Issue 28 item 4: V8's explicit compile hint (Chrome 136+) on the chunks every page runs at load. Without it V8
 * pre-parses each function when the script arrives and parses it again, on the main thread, when it is first
 * called — and hydration calls most of React DOM, i18next and the shell. With `//# allFunctionsCalledOnLoad` as the
 * file's first line V8 compiles every function of the file at once, on a background thread while the script
 * streams in. Measured on the composed home at 4× CPU (bench:trace, 2 × 3 runs each way): script function calls
 * 253–320 → 145–178 ms and module evaluation 132–151 → 117–118 ms on the main thread. Only for chunks whose
 * functions mostly run at load: on a lazy chunk it would compile code nobody calls. Other browsers ignore a comment.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Vite plugin: prepends the hint to the chunks named `names` (the client build's chunk names). */
export function compileHints(names: readonly string[]): Plugin {
  return {
    name: 'portico:compile-hints',
    apply: 'build',
    generateBundle: {
      // After every other plugin's changes (Vite's preload helper puts its own first line in): the hint only works
      // as the file's very first line.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !names.includes(output.name)) continue;
          output.code = COMPILE_HINT + output.code;
          // One generated line more at the top: shift the source map (when one is built) by one line — the map
          // object and, when the bundler already emitted it, the `.map` file.
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
