// Generated from fixtures/scenarios/ by contract/scripts/generate-scenarios.mjs (npm run contract:generate); do not edit.

/** The scenarios shipped with the mock (fixtures/scenarios/), by name: what `scenario(name)` makes without a folder of your own. */
export const shippedScenarios = {
  "big-mailbox-domain": { fixture: "empty", description: "empty with one domain, mailboxes.example.net, that holds 2,000 e-mail accounts (user0001 to user2000, password Mailbox-2031): the e-mail screen pages, searches and filters a long list." },
  "broken-network": { fixture: "demo", description: "demo where every call of the e-mail screen drops its connection the first time it is made: the panel says it cannot reach the server and the call works when tried again." },
  "expiring-certificates": { fixture: "demo", description: "demo on 2027-03-01: the certificate of example.com expired three days ago, the one of shop.example.com expires in 5 days, blog.example.org has a valid one for two more months." },
  "over-quota": { fixture: "demo", description: "demo with 64 KiB of its disk left: an upload of more is refused with \"Files too big for upload.\", and a save that grows a file past that with \"Not enough disk space.\"." },
  "starter-plan": { fixture: "demo", description: "demo's data on the starter plan: no SSH (the FTP and SSH screen offers the upgrade) and no Postgres (the databases screen offers MySQL only)." },
  "unpaid": { fixture: "demo", description: "demo's data, the account not paid: SSH is refused until it is, and the panel offers to pay." },
} as const;

/** The name of a shipped scenario. */
export type ShippedScenario = keyof typeof shippedScenarios;
