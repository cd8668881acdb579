/**
 * A task later: a message the page sends itself. (A timer set from a timer waits at least 4 ms once
 * a few are nested; a message does not.)
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
