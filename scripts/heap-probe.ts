import WebSocket from 'ws';

/**
 * The live JavaScript heap of a server started with `--inspect=127.0.0.1:<port>`, measured from
 * outside through the inspector: a full garbage collection, then `process.memoryUsage()`. The
 * resident size alone cannot tell held memory from a heap V8 grew under load and keeps for the
 * next one, which is not a leak; the heap after a collection can.
 */
export async function liveHeapOf(inspectPort: number): Promise<{ heapUsed: number; rss: number }> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: string } } }>((resolve, reject) => {
      const sent = ++id;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(String(data)) as { id?: number; error?: unknown };
        if (message.id !== sent) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message as { result?: { result?: { value?: string } } });
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: sent, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const { heapUsed, rss } = JSON.parse(usage.result?.result?.value ?? '{}') as { heapUsed: number; rss: number };
    return { heapUsed, rss };
  } finally {
    socket.close();
  }
}
