/**
 * Writes `server/src/features/auth/common-passwords.txt` (decision 020): the passwords of 8 or
 * more characters that leaked password lists show most often, and the patterns they follow
 * (a popular word or name with a number, a year or "!" after it, keyboard walks, runs of digits),
 * plus words of this site. Lower-cased, one a line, sorted. Run with `npx tsx` after changing a list.
 */
import { writeFileSync } from 'node:fs';

/** Passwords that lists name on their own (any length; the short ones only seed the patterns). */
const known = `
password passw0rd p@ssword p@ssw0rd pa55word pa$$word passwort motdepasse contraseña contrasena senha parola wachtwoord
12345678 123456789 1234567890 0123456789 01234567 12345679 123123123 123321123 1234512345 12341234 11223344 112233445566
87654321 987654321 9876543210 98765432 11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 33333333
44444444 55555555 66666666 77777777 88888888 99999999 12121212 13131313 69696969 10203040 147258369 159357456 741852963
123654789 789456123 147852369 963852741 321654987 123456654321 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc
zaq12wsx zaq1zaq1 zaq1xsw2 qazwsxedc qazwsx123 qwertyui qwertyuiop qwerty123 qwerty1234 qwerty12 qwertyu1 qwer1234
asdfghjkl asdfghjk asdf1234 zxcvbnm1 zxcvbnm123 1234qwer 123qweasd 123qweasdzxc qweasdzxc qweasd123 abcd1234 abc12345
abcdefgh abcdefg1 abcdefghi a1b2c3d4 a1b2c3d4e5 aa123456 aaaaaaaa a1234567 1234abcd q1w2e3r4 q1w2e3r4t5 1a2b3c4d
iloveyou iloveyou1 iloveyou2 iloveu123 sunshine princess football baseball basketball welcome welcome1 welcome123
letmein letmein1 trustno1 whatever starwars superman batman spiderman dragon monkey master shadow michael jennifer
jordan23 hunter2 ranger buster thomas tigger robert charlie daniel andrew matthew jessica ashley amanda nicole michelle
computer internet freedom secret access flower cookie chocolate butterfly killer lovely angel babygirl mustang ferrari
changeme changeit default guest administrator admin root login 88888888 qazxswedc mynoob 18atcskd2w 3rjs1la7qe
google apple samsung microsoft facebook linkedin twitter instagram youtube yahoo hotmail gmail outlook netflix amazon
photoshop adobe123 windows linux ubuntu oracle cisco juniper system manager supervisor service support office
`;

/** Words and names people build passwords on. */
const words = `
password passw0rd p@ssword p@ssw0rd pass admin login welcome letmein secret master access shadow monkey dragon qwerty
abc abcd abcde asdf zxcv qwer love iloveyou lover angel baby babygirl princess prince queen king sunshine summer winter
spring autumn flower rose lily daisy cookie cherry banana orange apple lemon peach mango coffee chocolate candy honey
sugar pepper ginger cupcake butterfly kitty kitten puppy doggy tiger lion bear wolf eagle falcon hawk shark dolphin
horse pony bunny monkey panda turtle snake spider dragon phoenix unicorn football baseball basketball soccer hockey
tennis golf rugby cricket boxing hunter ranger warrior ninja samurai pirate killer sniper soldier knight wizard
superman batman spiderman ironman hulk thor joker matrix starwars startrek pokemon pikachu naruto mario zelda sonic
minecraft fortnite roblox gamer player legend hero magic mystery freedom liberty justice peace heaven angel devil
jesus christ god faith blessed church trinity amen music guitar piano drums rock metal jazz dance party happy smile
lucky star moon sun sky ocean river forest mountain sunset rainbow thunder storm lightning fire water earth silver
gold golden diamond crystal pearl ruby emerald money cash rich dollar euro business company office work family friend
friends forever always mother father mommy daddy sister brother daughter son wife husband darling sweet sweetie
sweetheart beautiful pretty lovely cute sexy hottie hello hello1 test tester testing guest user default changeme
computer internet network server system linux windows apple google samsung nokia sony dell intel microsoft
mercedes ferrari porsche bmw audi toyota honda nissan mustang corvette harley yamaha ducati chevy jeep
yankees cowboys eagles steelers packers patriots lakers celtics bulls chelsea arsenal liverpool barcelona madrid
juventus milan united city manchester london paris berlin madrid rome tokyo newyork chicago boston dallas texas
california florida america canada england france germany italy spain mexico brazil india china russia australia
michael jennifer jessica ashley amanda nicole michelle sarah emily hannah elizabeth samantha stephanie melissa
rebecca rachel laura lauren megan heather amber natalie victoria olivia sophia isabella emma charlotte alexandra
alexander christopher matthew daniel andrew joshua anthony william james john robert david richard joseph thomas
charles steven george edward patrick benjamin jonathan nicholas jordan justin brandon tyler austin kevin brian
jason jeremy eric ryan adam aaron scott jacob ethan nathan samuel jack harry oliver charlie buster tigger maggie
bailey molly bella lucky max rocky duke sadie chloe sophie jasmine diamond destiny jasper oscar simba shadow
whatever nothing something anything everything trustno1 iloveu hello123 welcome1 letmein1 master1
founder founders womenfounders womenfounder women woman female leader leaders entrepreneur startup mentor mentoring
enabler enablers operator community network club member membership womenfoundersclub wfc
`;

/** What people put after a word. */
const suffixes = [
  '',
  '1',
  '2',
  '7',
  '11',
  '12',
  '13',
  '22',
  '23',
  '69',
  '99',
  '01',
  '007',
  '123',
  '1234',
  '12345',
  '123456',
  '321',
  '!',
  '1!',
  '123!',
  '@123',
  '#1',
  '1990',
  '1995',
  '2000',
  '2010',
  '2020',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
  '2026',
];

const walks = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc4rfv',
  'qazwsxedcrfv',
  '1234567890',
  'qwertzuiop',
  'azertyuiop',
  'poiuytrewq',
  'lkjhgfdsa',
  'mnbvcxz',
  '0987654321',
  'abcdefghijklmnopqrstuvwxyz',
  '!qaz@wsx',
  '!qaz2wsx',
];

const list = new Set<string>();
const add = (value: string) => {
  if (value.length >= 8 && value.length <= 128) list.add(value.toLowerCase());
};

for (const entry of known.split(/\s+/)) add(entry);
for (const word of words.split(/\s+/).filter(Boolean)) {
  for (const suffix of suffixes) {
    add(`${word}${suffix}`);
    // The same word twice, and the digits before it, are common too.
    if (suffix === '' && word.length <= 6) add(`${word}${word}`);
    if (suffix === '1' || suffix === '123') add(`${suffix}${word}`);
  }
}
// Keyboard walks and their leading parts of 8 or more.
for (const walk of walks) for (let end = 8; end <= walk.length; end += 1) add(walk.slice(0, end));
// One character or a short group repeated.
for (const unit of ['a', 'z', 'x', 'q', '1', '0', '12', '123', 'ab', 'abc', 'xo', 'ha', 'la', 'qw', 'as', '1234', '69']) {
  for (let times = 2; unit.length * times <= 12; times += 1) add(unit.repeat(times));
}
// Runs of digits, up and down.
for (let start = 0; start <= 9; start += 1) {
  for (let length = 8; length <= 10; length += 1) {
    add(Array.from({ length }, (_, i) => (start + i) % 10).join(''));
    add(Array.from({ length }, (_, i) => (start - i + 20) % 10).join(''));
  }
}

const header = '# Common passwords of 8+ characters, lower-cased; made by server/scripts/make-common-passwords.ts (decision 020).\n';
const target = new URL('../src/features/auth/common-passwords.txt', import.meta.url);
writeFileSync(target, `${header}${[...list].sort().join('\n')}\n`);
process.stdout.write(`${list.size} passwords written to ${target.pathname}\n`);
