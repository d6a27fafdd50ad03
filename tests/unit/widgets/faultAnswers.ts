// The API faults of 01 §8 as msw answers, the same eight the browser tests force with page.route
// (tests/e2e/support/faults.ts): a widget test picks the one it shows. The client-level matrix
// of every call × every fault is tests/unit/api/faultMatrix.test.ts; these are for what a
// widget does with a failure (rolls back, keeps what was typed, shows the message).
import { HttpResponse } from 'msw';
import { CDN_PAGE } from '../../e2e/support/faults';

export type FaultName = '500' | '403' | '404' | '408' | 'cdn' | 'malformed' | 'network' | 'hang';

/** A resolver's answer for `fault` (msw: a Response, or a promise that never settles). */
export function faultAnswer(fault: FaultName): Response | Promise<Response> {
  switch (fault) {
    case '500':
      return HttpResponse.json({ message: 'Server exploded.', status: 500 }, { status: 500 });
    case '403':
      return HttpResponse.json({ message: 'Permission Problem', status: 403 }, { status: 403 });
    case '404':
      return HttpResponse.json({ message: 'Not Found', status: 404 }, { status: 404 });
    case '408':
      return HttpResponse.json({ message: 'Request timeout', status: 408 }, { status: 408 });
    case 'cdn':
      return new HttpResponse(CDN_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } });
    case 'malformed':
      return new HttpResponse('{"discussionID": 1, oops', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'network':
      return HttpResponse.error();
    case 'hang':
      return new Promise<Response>(() => undefined);
  }
}

/** An msw resolver that answers `fault`. */
export const answer = (fault: FaultName) => (): Response | Promise<Response> => faultAnswer(fault);

/**
 * What the widget says for `fault` (toApiError, then the description or else the message): the
 * server's message, the CDN page's explanation with its Ray ID, the default text when there was
 * no readable answer.
 */
export const FAULT_SAYS: Record<Exclude<FaultName, 'hang'>, RegExp> = {
  '500': /Server exploded\./,
  '403': /Permission Problem/,
  '404': /Not Found/,
  '408': /Request timeout/,
  cdn: /Bad gateway|Ray ID: 7d1f2e3a4b5c6d7e/,
  malformed: /Something went wrong while contacting the server\./,
  network: /Something went wrong while contacting the server\./,
};
