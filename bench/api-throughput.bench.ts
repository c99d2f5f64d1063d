import { measure, report, startBare, startSongdee } from './lib';

/**
 * Sign-in and postcode autocomplete through our full server, each beside a bare Fastify route
 * that returns the same JSON, measured in the same run. Sign-in is meant to be slow: argon2id.
 */
export async function apiThroughputBench() {
  const songdee = await startSongdee();
  try {
    const signIn = {
      method: 'POST' as const,
      path: '/api/Token',
      body: 'grant_type=password&username=seller%40songdee.test&password=songdee123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
    const postals = { path: '/api/postals/101' };
    const signInJson = await (
      await fetch(`${songdee.url}${signIn.path}`, { method: 'POST', body: signIn.body, headers: signIn.headers })
    ).json();
    const postalsResponse = await fetch(`${songdee.url}${postals.path}`);
    if (!postalsResponse.ok) throw new Error(`GET ${postals.path} answered ${postalsResponse.status}`);
    const postalsJson = await postalsResponse.json();

    const bare = await startBare([
      { method: 'POST', path: signIn.path, json: signInJson },
      { method: 'GET', path: postals.path, json: postalsJson },
    ]);
    try {
      console.log(`database: ${songdee.kind}`);
      // Warm up both servers (JIT, connection pools) before measuring.
      await measure(songdee.url, postals, { seconds: 1 });
      await measure(bare.url, postals, { seconds: 1 });
      report(
        'POST /api/Token (argon2id)',
        await measure(songdee.url, signIn, { seconds: 5 }),
        await measure(bare.url, signIn, { seconds: 5 }),
      );
      // At least 0.5x the bare route (the suggestions are reference data, kept serialised per term).
      report(
        'GET /api/postals/101 (goal >= 0.5)',
        await measure(songdee.url, postals, { seconds: 5 }),
        await measure(bare.url, postals, { seconds: 5 }),
      );
    } finally {
      await bare.close();
    }
  } finally {
    await songdee.close();
  }
}
