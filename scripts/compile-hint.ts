/**
 * V8's explicit compile hint. A script that starts with this comment has all its functions compiled along with it,
 * on the thread that streams the module in, instead of each on the main thread the first time it is called. The
 * public build (vite.config.ts) puts it on every chunk of 4 KB and more, and `npm run test:budgets` checks that it
 * is there.
 *
 * Our chunks arrive before they run: the page's own, and the next step's code, which is fetched ahead of the tap.
 * Without the hint, V8 compiled that code inside the tap. In a trace at 4x CPU, that was 9-92 ms per step of the
 * student's purchase (docs/performance.md, session 18). Chunks under 4 KB are left out: they have little to compile,
 * and the comment's 29 bytes count against the page budgets.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** Whether a chunk's code (minified, without the hint) is large enough to carry the hint. */
export const wantsCompileHint = (code: string) => code.length >= 4096
