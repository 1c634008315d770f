/**
 * What a buyer writes and a seller does not: a need of their own, a question about what the
 * company can do for them, or a candidate's wish to work for it. In the languages the company
 * works in.
 */
const buyersAsk =
  /\b(?:(?:we|i)(?: really| also| still| urgently)? (?:need|want|require|would like|'d like|are looking|am looking|'re looking|are shopping|are evaluating|are interested in|am interested in|are planning|are considering|are opening|plan to)|(?:^|[.!?]\s+)looking for|(?:we|i)(?:'m|'re| am| are)? (?:currently |now )?looking for|(?:do|does) (?:you|your (?:team|company|firm)) (?:do|offer|provide|work|build|handle|support|have (?:experience|people|someone|engineers|developers|openings|anything|availability|capacity|a team|staff)|take on|place|install)|(?:can|could) (?:you|your (?:team|company|firm|consultants)|someone) (?:help|build|quote|send|do|set|recommend|fix|come|give|take|provide|staff|call|start|handle|scope|look|advise|review|migrate|connect|tell|make|put)|(?:is|are) (?:this|these|that) (?:something|a project|work)|would you (?:be able|take|be open)|(?:please|kindly) (?:send|call|quote|contact|let (?:us|me) know|share|have someone|get back|reach out)|send (?:us|me) (?:a|an|your|some|pricing|information)|what (?:would|does|do you charge|are your|is your)|how (?:much|soon|fast|quickly|long would)|who would (?:be|we)|how can i apply|(?:call|text|email|contact) (?:me|us)\b(?! (?:on|via|through) (?:whatsapp|telegram))|give (?:me|us) a call|looking for (?:[\w-]+ ){0,2}(?:work|contract|job|position|role|opportunit\w*)|(?:send|share) (?:you )?my (?:resume|cv|portfolio)|my rate is|available (?:immediately|to start)|necesit\w*|queremos|quisiera|busc\w+|podr[ií]an|pueden|nous cherchons|pouvez-vous|wir (?:planen|suchen)|precisamos|voc[eê]s atendem)/i;

export function asksSomethingOfUs(text: string): boolean {
  return buyersAsk.test(text);
}
