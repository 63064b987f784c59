/** Resolves in a task of its own (after the current one and its microtasks), letting React commit and the browser paint. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
