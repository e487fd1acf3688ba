// The registry of cue ids that something outside the file that fires them depends on: the floors
// (floors.ts), the vetted replies' groups (packages/replies), the session's memory (session-risk.ts).
// Code that fires or reads one of these uses CUE.x, so a renamed or mistyped id is a type error rather
// than a floor that silently stops holding. Other cues are named where they fire and only listed in a
// verdict's `cues` (and read by the learned model as features: renaming any cue means retraining).
export const CUE = {
  // Crisis evidence about the speaker (rules.ts, method-request.ts, imminence.ts).
  methodRequest: 'crisis.method_request',
  intent: 'crisis.intent',
  intentAct: 'crisis.intent.act',
  plan: 'crisis.plan',
  planAndMeans: 'crisis.plan_and_means',
  strongMeans: 'crisis.strong_means',
  attempt: 'crisis.attempt',
  goodbyeMeans: 'crisis.goodbye.means',
  givingAway: 'crisis.giving_away',
  timelineAttached: 'crisis.timeline.attached',
  emergency: 'crisis.emergency_help',
  imminence: 'crisis.imminence',
  // Self-harm about the speaker: an account of acts, past or present.
  selfHarmPresent: 'self_harm.present',
  selfHarmAct: 'self_harm.selfharm',
  selfHarmSelf: 'self_harm.harm_self',
  selfHarmSlang: 'self_harm.slang.sh',
  selfHarmCut: 'self_harm.cut',
  // Someone else at risk; harm towards others (harm-request.ts, rules.ts).
  thirdParty: 'context.third_party',
  harmPresent: 'harm.present',
  harmThreat: 'harm.threat',
  harmTimed: 'harm.timed',
  harmWeaponToPlace: 'harm.weapon_to_place',
  harmArmedWait: 'harm.armed_wait',
  harmRequest: 'harm.request',
  harmRequestArmed: 'harm.request.armed',
  // Imminence signals named whether or not the message holds self-harm words, so a session that already
  // had a self-harm verdict can read "tonight's the night" as crisis (session-risk.ts).
  signalTime: 'signal.time',
  signalPlan: 'signal.plan',
  signalGoodbye: 'signal.goodbye',
  signalMeans: 'signal.means',
  signalGiving: 'signal.giving',
  sessionEscalated: 'session.escalated',
  // How the verdict was reached (combine.ts, classify.ts).
  crisis: 'crisis',
  floorCrisis: 'floor.crisis',
  floorElevated: 'floor.elevated',
  modelVeto: 'model.veto',
} as const;

export type CueName = keyof typeof CUE;
export type CueId = (typeof CUE)[CueName];

/** A past-tense reading of a self-harm cue (evidence.ts puts a sentence in the past: "I used to cut"). */
export const pastOf = (id: CueId) => `${id}.past`;
