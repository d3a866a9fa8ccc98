/** What `/` shows when the server runs without a web build (tests, `nest start` alone): the API still works. */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>periscope: the web client is not built</title></head>
<body>
<h1>periscope</h1>
<p>The web client is not built. Run <code>npm run build</code> (it writes <code>dist/web</code>), or point
<code>WEB_DIST</code> at a built client, and restart the server.</p>
<p>The API is served under <a href="/api/docs">/api</a>; its health at <a href="/api/health">/api/health</a>.</p>
</body>
</html>
`;
