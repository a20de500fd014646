/** An administrator's JSON calls to a running server: the status and the parsed body. */
export function adminCaller(url: () => string, cookie: () => string) {
  return async (method: string, path: string, json?: unknown) => {
    const answer = await fetch(`${url()}${path}`, {
      method,
      headers: { cookie: cookie(), ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : null };
  };
}
