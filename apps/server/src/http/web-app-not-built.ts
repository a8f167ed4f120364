/** Shown instead of the app when apps/web/dist has no index.html, so a fresh clone explains itself. */
export const WEB_APP_NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Name Place Animal Thing: web app not built</title>
  </head>
  <body>
    <h1>The web app is not built yet</h1>
    <p>The server is running, but there is no web app to serve. Run <code>npm run build</code>
      (or start with <code>npm start</code>, which builds first), then reload this page.</p>
  </body>
</html>
`;
