/**
 * What every group of Mini App methods shares: the client's version gates, posting an event, and
 * request/answer pairs over the bridge. web-app.ts builds the methods the app uses on it;
 * web-app-extras.ts the ones it does not use yet, so they stay out of the initial bundle.
 */
import type { Bridge } from './bridge';
import { WebAppError } from './errors';
import { supportsFeature, type Feature } from './features';
import type { LaunchParams } from './launch-params';
import { createRequest, type Request } from './request';

export interface WebAppContext {
  launchParams: LaunchParams;
  bridge: Pick<Bridge, 'postEvent' | 'on'>;
  supports: (feature: Feature) => boolean;
  /** Throws WebAppMethodUnsupported on a client older than the feature. */
  gate: (feature: Feature) => void;
  post: (eventType: string, eventData?: unknown) => boolean;
  request: Request;
}

export function createWebAppContext(launchParams: LaunchParams, bridge: WebAppContext['bridge']): WebAppContext {
  const supports = (feature: Feature) => supportsFeature(launchParams.version, feature);
  return {
    launchParams,
    bridge,
    supports,
    gate: (feature) => {
      if (!supports(feature)) throw new WebAppError('WebAppMethodUnsupported');
    },
    post: (eventType, eventData) => bridge.postEvent(eventType, eventData),
    request: createRequest(bridge),
  };
}
