/** The cases screen's words (docs/back-office.md, "Markers of harm"). */
import { m } from '../i18n/admin-i18n';
import type { HarmCaseAction, HarmCaseStatus, HarmMarker } from '../../contract/harm-markers';

export const caseTexts = {
  get nav() { return m('cases.nav'); },
  get title() { return m('cases.title'); },
  get intro() { return m('cases.intro'); },
  get supportOnly() { return m('cases.supportOnly'); },
  get status() { return m('cases.status'); },
  statuses: { get open() { return m('cases.statuses.open'); }, get closed() { return m('cases.statuses.closed'); } } satisfies Record<HarmCaseStatus, string>,
  get all() { return m('cases.all'); },
  get none() { return m('cases.none'); },
  markers: {
    get deposits_rising() { return m('cases.markers.deposits_rising'); },
    get night_play() { return m('cases.markers.night_play'); },
    get many_wallets() { return m('cases.markers.many_wallets'); },
    get complaints() { return m('cases.markers.complaints'); },
    get limits_lowered_raised() { return m('cases.markers.limits_lowered_raised'); },
    get timeout_after_losses() { return m('cases.markers.timeout_after_losses'); },
  } satisfies Record<HarmMarker, string>,
  caseTitle: (marker: string, player: string) => m('cases.caseTitle', { marker, player }),
  opened: (at: string) => m('cases.opened', { at }),
  closed: (at: string) => m('cases.closed', { at }),
  get seen() { return m('cases.seen'); },
  get log() { return m('cases.log'); },
  get noLog() { return m('cases.noLog'); },
  actions: { get note() { return m('cases.actions.note'); }, get contacted() { return m('cases.actions.contacted'); }, get closed() { return m('cases.actions.closed'); } } satisfies Record<HarmCaseAction, string>,
  by: (operator: number, at: string) => m('cases.by', { operator, at }),
  get whatYouDid() { return m('cases.whatYouDid'); },
  get logNote() { return m('cases.logNote'); },
  get logContact() { return m('cases.logContact'); },
  get closeReason() { return m('cases.closeReason'); },
  get close() { return m('cases.close'); },
  get logged() { return m('cases.logged'); },
  get closedDone() { return m('cases.closedDone'); },
  get player() { return m('cases.player'); },
};
