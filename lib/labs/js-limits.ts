/** How long a JavaScript lab run may take, in the browser's sandbox and in the server's check run alike. */
export const JS_TIME_LIMIT_MS = 5_000;
