/**
 * How a brewing guide is laid out (data-layer spec: "rule sections are grouped by rule_number, each
 * group with a running index"). Content sections stay where the editor put them. Rule sections
 * are gathered by their rule number into groups, each shown where its number first appears and
 * numbered 1, 2, 3… in that order, whatever the stored numbers are (10, 20, 30 reads as 1, 2, 3).
 * Groups that follow one another form one run, rendered as one ordered list; a content section
 * between them starts a new run, and the numbering carries on across runs.
 */
export type GuideSection = { type?: 'content' | 'rule' | null; rule_number?: number | null }

export type RuleGroup<S> = { index: number; ruleNumber: number; sections: S[] }

export type GuidePart<S> = { kind: 'content'; section: S } | { kind: 'rules'; groups: RuleGroup<S>[] }

export function groupGuideSections<S extends GuideSection>(sections: readonly S[]): GuidePart<S>[] {
  const parts: GuidePart<S>[] = []
  const groups = new Map<number, RuleGroup<S>>()
  for (const section of sections) {
    const ruleNumber = ruleNumberOf(section)
    if (ruleNumber === null) {
      parts.push({ kind: 'content', section })
      continue
    }
    const known = groups.get(ruleNumber)
    if (known) {
      known.sections.push(section)
      continue
    }
    const group: RuleGroup<S> = { index: groups.size + 1, ruleNumber, sections: [section] }
    groups.set(ruleNumber, group)
    const last = parts.at(-1)
    if (last?.kind === 'rules') last.groups.push(group)
    else parts.push({ kind: 'rules', groups: [group] })
  }
  return parts
}

/** A rule section's number; null for content, and for a rule stored without one (shown in place, as content). */
function ruleNumberOf(section: GuideSection): number | null {
  const n = section.rule_number
  return section.type === 'rule' && typeof n === 'number' && Number.isFinite(n) ? n : null
}
