/**
 * English text of every message id the shared rules produce. The client copies these into its
 * catalogues (en, pl); the server sends the English text in error replies.
 */
export const ruleMessages = {
  'validation.login.invalid': 'You need to enter a valid login.',
  'validation.password.invalid': 'You need to enter a valid password.',
  'validation.password.current': 'You need to provide your current password.',
  'validation.password.minLength': 'Password must be at least 8 characters long.',
  'validation.password.mismatch': 'The passwords do not match.',
  'validation.twoFactor.passcode': 'Enter the 6-digit code from your app or a recovery code.',
  'validation.twoFactor.firstPasscode': 'Enter the 6-digit code your app shows.',
  'validation.domain.invalid': 'You need to enter a valid domain name.',
  'validation.domain.duplicate': 'You have already added this domain.',
  'validation.file.directoryName': 'You need to enter a valid directory name.',
  'validation.file.fileName': 'You need to enter a valid file name.',
  'validation.file.linkName': 'You need to enter a valid link name.',
  'validation.file.linkDestination': 'You need to enter a valid link destination.',
  'validation.file.createExists': 'Directory or file already exists.',
  'validation.file.renameExists': 'File or directory already exists.',
  'validation.file.chmod': 'Choose permissions from 0000 to 0777.',
  'validation.email.domain': 'You need to select a domain.',
  'validation.email.invalid': 'You need to enter a valid e-mail address.',
  'validation.email.quota': 'Choose a value between {min} and {max} MB.',
  'validation.email.quotaUsed': 'Account already uses {used} MB of space.',
  'validation.email.accountDuplicate': 'You have already added this e-mail account.',
  'validation.email.accountExists': 'An e-mail account with this name already exists.',
  'validation.email.aliasExists': 'An e-mail alias with this name already exists.',
  'validation.email.select': 'You need to select an e-mail address.',
  'validation.sender.ip': 'You need to enter a valid IP address.',
  'validation.sender.duplicate': 'You have already added this sender.',
  'validation.sender.whitelisted': 'This sender is already whitelisted.',
  'validation.sender.blacklisted': 'This sender is already blacklisted.',
  'validation.database.invalid': 'You need to enter a valid database name.',
  'validation.database.duplicate': 'You have already created this database.',
  'validation.databasePassword.quote': "Invalid character in password: '",
  'validation.databasePassword.doubleQuote': 'Invalid character in password: "',
  'validation.databasePassword.backtick': 'Invalid character in password: `',
  'validation.redirect.domain': 'You need to select the domain name.',
  'validation.redirect.directory': 'You need to enter a valid subdirectory name.',
  'validation.redirect.destination': 'You need to enter a valid website address.',
  'validation.redirect.duplicate': 'You have already redirected this address.',
  'validation.certificate.invalid': 'You need to provide a valid SSL certificate.',
  'validation.certificate.key': 'You need to provide a valid certificate key.',
  'validation.certificate.chain': 'You need to provide a valid certificate chain.',
  'validation.sshKey.invalid': 'You need to provide a valid public SSH key.',
  'validation.sshKey.nameTaken': 'You already have a key with this name.',
  'validation.cron.settings': 'You need to enter a valid job frequency.',
  'validation.cron.command': 'You need to enter a valid Linux command.',
  'validation.proxy.domain': 'You need to select a domain name.',
  'validation.proxy.port': 'Choose a value between 1024 and 65535.',
  'validation.proxy.portTaken': 'This port is used by another Web app.',
  'validation.proxy.duplicate': 'You have already added this Web app.',
} as const satisfies Record<string, string>;

export type RuleMessageId = keyof typeof ruleMessages;

/**
 * English text of the refusals only the server can give for a shared rule (a common password, a
 * name another account holds). The client shows its catalogue's text for the same ids.
 */
export const refusalMessages = {
  'password.error.common': 'Try using a different password.',
  'domainAdd.error.invalid': 'This domain name is invalid.',
  'domainAdd.error.taken': 'Another user has added this domain.',
  'file.error.notFound': 'File or directory not found.',
  'file.error.linkDestination': 'Link destination does not exist.',
  'file.error.tooBig': 'Files too big for upload.',
  'file.error.invalidArchive': 'Invalid archive.',
  'file.error.diskFull': 'Not enough disk space.',
  'file.error.notFile': 'Not a file.',
  'file.error.notDirectory': 'Not a directory.',
  'file.error.intoItself': 'Cannot move a directory into itself.',
  'file.error.tooLarge': 'This file is too large to edit.',
  'file.error.notText': 'This file is not a text file.',
  'file.error.permission': 'Permission denied.',
  'file.error.home': 'The home folder cannot be changed.',
  'file.error.tooManyEntries': 'This account holds too many files and directories.',
  'sender.error.invalid': 'You need to enter a valid e-mail address, domain name or IP address.',
  'database.error.postgres': 'Your current plan does not include Postgres databases.',
  'certificate.error.unreadable': 'The certificate cannot be read.',
  'certificate.error.key': 'The provided private key does not match the certificate.',
  'certificate.error.selfSigned': 'The certificate is self-signed.',
  'certificate.error.expired': 'The certificate is expired.',
  'certificate.error.chain': 'One or more intermediate certificates is missing.',
  'certificate.error.domain': 'The certificate does not match any domain in your account.',
  'certificate.error.notPointed': 'Domain is not pointed to our nameservers.',
  'sshKey.error.invalid': 'Incorrect public SSH key.',
  'sshKey.error.duplicate': 'You have already added this key.',
  'ssh.error.plan': 'Your current plan does not include SSH.',
  'ssh.error.unpaid': 'To use SSH, you need to pay for your hosting for the first year.',
  'proxy.error.plan': 'Your current plan does not include Web apps.',
  'script.error.php': 'The script does not support the PHP version of this domain.',
} as const satisfies Record<string, string>;

export type RefusalMessageId = keyof typeof refusalMessages;

/** Typed message id for a zod issue, so a rule cannot name an id the catalogue lacks. */
export function messageId(id: RuleMessageId): RuleMessageId {
  return id;
}

const englishText: Record<string, string> = { ...ruleMessages, ...refusalMessages };

/**
 * English text for a rule or refusal message id, its `{placeholders}` filled from `values`; unknown
 * ids come back unchanged.
 */
export function ruleMessage(id: string, values: Record<string, string | number> = {}): string {
  const text = Object.hasOwn(englishText, id) ? englishText[id] : id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
