// The venue terms as structured data (spec 1 §9 "Terms content"). Texts are catalogue keys in the
// `terms` namespace; amounts are whole rupiah.

export const MINIMUM_RENTER_AGE = 10;
/** Renters younger than this need a parent's or guardian's presence or consent. */
export const GUARDIAN_REQUIRED_UNDER_AGE = 18;

export const PENALTY_LEVELS = ['light', 'medium', 'heavy'] as const;

/** Share of the listed fine charged per damage level. */
export const DAMAGE_LEVELS = [
  { level: 'minor', percent: 10 },
  { level: 'medium', percent: 50 },
  { level: 'severe', percent: 100 },
] as const;

export const DAMAGE_FINES = [
  { item: 'tv55', amount: 10_000_000 },
  { item: 'tv43', amount: 8_000_000 },
  { item: 'vvipProjector', amount: 26_000_000 },
  { item: 'ps5Unit', amount: 14_000_000 },
  { item: 'ps5Controller', amount: 2_000_000 },
  { item: 'vvipLSofa', amount: 10_000_000 },
  { item: 'vvipTable', amount: 5_000_000 },
  { item: 'vipSofa', amount: 8_000_000 },
  { item: 'vipTable', amount: 5_000_000 },
  { item: 'ps4Unit', amount: 6_000_000 },
  { item: 'mirrorGlass', amount: 2_000_000 },
  { item: 'glassDoor', amount: 5_000_000 },
  { item: 'ps4Controller', amount: 600_000 },
  { item: 'regularTable', amount: 1_000_000 },
  { item: 'regularSofa', amount: 6_000_000 },
  { item: 'wallFloor', amount: 1_000_000 },
  { item: 'decoration', amount: 2_000_000 },
  { item: 'switchUnit', amount: 6_000_000 },
  { item: 'joyCon', amount: 2_000_000 },
] as const;
