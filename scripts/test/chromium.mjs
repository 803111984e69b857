// Debian's chromium, launched with the workplace's flags; no test tool downloads a browser. Shared by
// playwright.config.ts (the browser suite) and scripts/test/crawl.mjs (the whole-site axe pass).
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Only this machine resolves: a page can reach no outside host.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
}
