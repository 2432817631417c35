// Components import their plain CSS for its side effect; webpack extracts it, jest stubs it.
declare module '*.css';
