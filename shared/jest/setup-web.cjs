// react-router 7 needs TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = TextDecoder;
if (!globalThis.BroadcastChannel)
  globalThis.BroadcastChannel = require('node:worker_threads').BroadcastChannel;
require('@testing-library/jest-dom');
