/** A signed-in HTTP client for the demo host: session cookie plus the page's CSRF token. */
export interface Session {
  name: string;
  userID: number;
  request(method: string, apiPath: string, body?: unknown): Promise<Response>;
}

const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password';

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

function keep(jar: Map<string, string>, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
  }
}

export async function signIn(base: string, name: string): Promise<Session> {
  const jar = new Map<string, string>();
  const form = await fetch(`${base}/entry/signin`);
  keep(jar, form);
  const transientKey = /name="transientKey" value="([^"]*)"/.exec(await form.text())?.[1] ?? '';
  const res = await fetch(`${base}/entry/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(jar) },
    body: new URLSearchParams({ username: name, password: PASSWORD, transientKey, target: '/' }),
  });
  keep(jar, res);
  if (res.status !== 303) throw new Error(`sign-in as ${name} failed with ${res.status}`);
  const page = await fetch(`${base}/`, { headers: { cookie: cookieHeader(jar) } });
  keep(jar, page);
  const json =
    /<script type="application\/json" id="forum-widgets-config">([\s\S]*?)<\/script>/.exec(
      await page.text(),
    )?.[1];
  const config = JSON.parse(json ?? '{}') as {
    csrf: { header: string; token: string };
    currentUser: { userID: number };
  };
  return {
    name,
    userID: config.currentUser.userID,
    request: (method, apiPath, body) =>
      fetch(`${base}/api/v2${apiPath}`, {
        method,
        headers: {
          cookie: cookieHeader(jar),
          'content-type': 'application/json',
          [config.csrf.header]: config.csrf.token,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}
