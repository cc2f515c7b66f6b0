import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { bodyArbitrary, type Fixtures, type FuzzBody, type RouteInputs } from './bodies';
import {
  authChoice,
  authorizationFor,
  oddHeaders,
  paramValue,
  pathTwist,
  queryArbitrary,
  twistPath,
  type AuthChoice,
  type ParamValue,
  type PathTwist,
} from './request-parts';
import type { Route } from '../../helpers/route-table';

/** One generated request, kept abstract so fast-check can print and shrink it. */
export interface FuzzCase {
  params: Record<string, ParamValue>;
  twist: PathTwist;
  query: string;
  auth: AuthChoice;
  headers: Record<string, string>;
  body: FuzzBody | null;
}

/** What a case needs filled in at run time: the token to send and the real value of each param. */
export interface CaseContext {
  token: string;
  validParam(name: string): string;
  remoteAddress: string;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const paramNames = (url: string): string[] => [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');

/** Owner routes mostly carry the owner's real token, so the handlers behind `authenticate` run. */
export function caseArbitrary(route: Route, inputs: RouteInputs, fixtures: Fixtures, ownerRoute: boolean) {
  const params = Object.fromEntries(paramNames(route.url).map((name) => [name, paramValue]));
  return fc.record({
    params: fc.record(params),
    twist: pathTwist,
    query: queryArbitrary(inputs.query, fixtures.known),
    auth: authChoice(ownerRoute ? 30 : 1),
    headers: oddHeaders,
    body: BODY_METHODS.has(route.method) ? bodyArbitrary(inputs, fixtures) : fc.constant(null),
  });
}

export function toInject(route: Route, fuzz: FuzzCase, context: CaseContext): InjectOptions {
  const path = route.url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
    const param = fuzz.params[name ?? '*']!;
    if (param.kind === 'raw') return param.text;
    // A wildcard keeps its slashes (a storage key); a named param is one encoded segment.
    const valid = name ? encodeURIComponent(context.validParam(name)) : context.validParam('*');
    return valid + param.suffix;
  });
  const authorization = authorizationFor(fuzz.auth, context.token);
  return {
    method: route.method as InjectOptions['method'],
    // `OPTIONS *` matches any path: its wildcard is the whole path.
    url: twistPath(path.startsWith('/') ? path : `/${path}`, fuzz.twist) + (fuzz.query ? `?${fuzz.query}` : ''),
    headers: {
      ...fuzz.headers,
      ...(authorization === undefined ? {} : { authorization }),
      ...fuzz.body?.headers,
    },
    ...(fuzz.body?.payload ? { payload: fuzz.body.payload } : {}),
    remoteAddress: context.remoteAddress,
  };
}
