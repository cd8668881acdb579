/**
 * Passwords that top public leak lists, refused by the server with 406 `Try using a different
 * password.` (account, FTP, database and e-mail passwords). Compared case-insensitively. The
 * fixture passwords (demo1234, basic1234, ...) are deliberately absent.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
  123456 123456789 12345678 1234567890 1234567 12345 1234 111111 11111111 000000 00000000 123123
  123123123 123321 654321 666666 66666666 777777 7777777 888888 88888888 999999 99999999 555555
  55555555 222222 22222222 121212 12121212 112233 11223344 131313 159753 159357 987654321 98765432
  87654321 0987654321 1234512345 12341234 12344321 147258369 123654789 789456123 741852963 696969
  password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word
  pa55w0rd 1password mypassword mypass passpass password! password01
  qwerty qwerty1 qwerty12 qwerty123 qwerty1234 qwertyui qwertyuiop qwertyqwerty qwer1234 1234qwer
  qwe123 123qwe 123qweasd qweasd qweasdzxc qweasdzxc123 q1w2e3r4 q1w2e3r4t5 1q2w3e 1q2w3e4r
  1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 1qaz@wsx !qaz2wsx zaq12wsx zaq1zaq1
  zaq1@wsx qazwsx qazwsxedc asdfgh asdfghjk asdfghjkl asdfasdf asdf1234 zxcvbn zxcvbnm zxcvbnm1
  azerty azerty123 abc123 abc12345 abcd1234 1234abcd 123abc abcdef abcdefg abcdefgh aa123456
  a123456 a12345678 123456a 123456789a 12345a aaaaaa aaaaaaaa
  iloveyou iloveyou1 iloveu loveyou lovely love123 sunshine sunshine1 princess princess1 welcome
  welcome1 welcome123 letmein letmein1 letmein123 hello hello123 helloworld whatever nothing
  trustno1 secret secret123 changeme default guest login login123 access access14 admin admin123
  admin1234 administrator root toor test test123 test1234 testtest master master123 superman
  superman1 batman batman123 dragon dragon123 monkey monkey123 shadow shadow123 starwars starwars1
  football football1 baseball baseball1 basketball soccer hockey killer hunter buster harley ranger
  thunder matrix mustang jordan jordan23 tigger pepper ginger maggie cheese chocolate butterfly
  michael jennifer jessica michelle ashley nicole amanda charlie robert thomas daniel andrew george
  joshua matthew taylor summer freedom computer computer1 internet samsung google facebook
  minecraft pokemon naruto liverpool arsenal chelsea barcelona yankees dallas austin biteme
  haslo haslo123 polska polska123 kochanie zaq1xsw2 marcin qwerty11 misiek agnieszka
  `
    .split(/\s+/)
    .filter((word) => word !== ''),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** How many entries the list holds (for tests and documentation). */
export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;
