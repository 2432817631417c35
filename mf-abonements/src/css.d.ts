// Plain CSS imported for its side effect; webpack extracts it, jest stubs it.
declare module '*.css';
