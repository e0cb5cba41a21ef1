import type { Page } from '@playwright/test';

/** What a test sees of a page's live socket routed through it (`throughTest`). */
export interface RoutedSocket {
  /** True once the socket has moved from HTTP long-polling to the WebSocket (its "5" frame). */
  readonly upgraded: boolean;
}

/**
 * Routes the page's live socket through the test, as a flaky phone connection would carry it:
 * every frame passes both ways, except a frame from the server that `drop` says is lost. Set up
 * before the page opens its socket; only frames after the upgrade to the WebSocket pass here.
 */
export async function liveSocketThroughTest(
  page: Page,
  drop: (frame: string | Buffer) => boolean = () => false,
): Promise<RoutedSocket> {
  const socket = { upgraded: false };
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((frame) => {
      if (frame === '5') socket.upgraded = true;
      server.send(frame);
    });
    server.onMessage((frame) => {
      if (!drop(frame)) ws.send(frame);
    });
  });
  return socket;
}
