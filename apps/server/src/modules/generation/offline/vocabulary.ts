/**
 * The words the offline generator knows without reading the document: English and Vietnamese stopwords, name
 * connectors and titles, month names, abbreviations, and the cues that tell a person from a place or a thing.
 * A word list grows here when a document shows a gap; nothing in this file looks at the document itself.
 */
const EN_STOPWORDS = `a about above across after again against ago all almost along already also although always am
among an and another any anything are around as at away back be because become becomes became been before behind
being below beneath between beyond both but by called can cannot certain could did do does doing done down during
each early either else enough entire especially even ever every everything example far few first for former
from further furthermore had has have having he her here hers herself him himself his how however i if in
including inside instead into is it its itself just known large larger largest last later latter least less
like long longer made main make makes many may me might more moreover most mostly much must my near nearly
never nevertheless new next no nor not nothing now of off often old on once one only onto or other others
otherwise our out over own part parts per perhaps rather really same second several shall she should since
so some something soon still such than that the their theirs them themselves then there therefore these they
third this those though through throughout thus to today together too toward towards under until up upon us
use used uses using very via was way ways we well were what whatever when where whereas whether which while
who whole whom whose why will with within without would yet you your
two three four five six seven eight nine ten eleven twelve hundred thousand million billion trillion percent
year years month months week weeks day days hour hours minute minutes time times century centuries decade
decades people person number numbers great greater greatest high higher highest low lower lowest small smaller
smallest big bigger biggest important different similar various possible usually finally probably actually
almost approximately roughly nearly always sometimes another every each take takes took taken taking place places
produce produces contain contains include includes provide provides remain remains change changes form forms build
builds release releases split absorb absorbs reflect reflects convert converts restore restores supply supplies
need needs show shows explain explains describe describes reach reaches stay stays carry carries return returns
give gives gave keep keeps find finds found get gets got let lets put puts say says go goes went come comes came
brought began begun built drew drawn drove driven fell grew grown held kept left lost met paid ran rose sent set
stood told thought won known shown written swept saw seen`;

const VI_STOPWORDS = `à ạ ai anh ấy bà bao bảy bằng bên bị bởi cả các cái cần cao cho chỉ chiếc chín chính chúng
có còn của cùng cũng dài đã đang đây để đến đều do đó dù được gì giữa hai hay hàng hết hơn họ hoặc khi không
khoảng kia là lại làm lần lên lớn lúc mà mình mọi một mỗi mới mười năm nào này nên nếu ngày nghìn ngàn nhau
nhất nhiều nhỏ như những nó nơi nữa ở ông phải phần qua ra rằng rất rồi rộng sau sáu sẽ số sự ta tại tám theo
thế thì thời thứ tháng thành trăm trên triệu trở trong trước từ từng tới tôi tuy tỷ tỉ và vào vẫn vậy về vì
việc với vừa xuống điều đi đầu cuối bắt kết thúc gồm giúp tạo đạt dẫn nằm thuộc chiếm nhận gọi xem coi đặt giữ
đưa mang tiếp diễn xảy loại vị nhằm cả ba bốn năm người ngoài xây đổi bản cuộc`;

export const STOPWORDS = new Set([...EN_STOPWORDS.split(/\s+/), ...VI_STOPWORDS.split(/\s+/)].filter(Boolean));

/** Lowercase words that may join the capitalised words of one name ("Battle of Hastings", "Wernher von Braun"). */
export const CONNECTORS = new Set([
  'of',
  'the',
  'de',
  'da',
  'di',
  'del',
  'della',
  'der',
  'van',
  'von',
  'du',
  'la',
  'le',
  'al',
  'bin',
  'ibn',
]);

/** Capitalised English words that end a run of capitalised words ("... in Paris The ..."). */
export const NAME_BREAKERS = new Set(
  `the a an in on at to for by with from and or but as this that these those it its he she they we i however
during after before since when while if`.split(/\s+/),
);

/** Capitalised words that start a name but are not part of it. */
export const TITLES = new Set(
  `president vice general admiral colonel captain commander king queen prince princess emperor empress pope sir
lord lady dr mr mrs ms prof professor senator governor saint astronaut chairman chancellor minister`.split(/\s+/),
);

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const CALENDAR_WORDS = new Set(
  [...MONTH_NAMES, 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Tháng'].map((w) =>
    w.toLowerCase(),
  ),
);

/** A sentence opening with one of these refers back to an earlier one: blanking it gives an unanswerable question. */
export const BACK_REFERENCES = new Set(
  `he she it they this these those his her its their them such both ông bà họ nó chúng đây đó anh chị cô hắn`.split(
    /\s+/,
  ),
);
export const BACK_REFERENCE_PAIRS = new Set(['the latter', 'the former', 'điều này', 'việc này', 'the same']);

/** A period after one of these does not end a sentence. */
export const ABBREVIATIONS = new Set(
  `dr mr mrs ms prof st jr sr vs v cf fig figs no nos vol approx ca gen col lt capt sgt gov sen rep rev mt tp ths ts
gs pgs bs ks`.split(/\s+/),
);

/** A number after one of these is a reference, not a fact ("Figure 3", "trang 12"). */
export const REFERENCE_WORDS = new Set(
  `figure fig table chapter section page pages p pp vol volume no number step trang hình bảng chương mục phần điều khoản`.split(
    /\s+/,
  ),
);

/** Words too common to tell what a number counts (its context keeps "days", "km", "people"). */
export const FUNCTION_WORDS = new Set(
  `a an the of in on at to and or by for with about around approximately nearly over than only just from is was
were are be been its their more less some và của là có được trong ở tại với khoảng gần hơn các những một vào
từ đến`.split(/\s+/),
);

/** Evidence that a name is a person's: the word before it, or what the name does next. */
export const PERSON_BEFORE = new Set([
  ...TITLES,
  ...`astronaut astronauts geologist physician astronomer scientist chemist physicist engineer writer poet author
inventor explorer philosopher mathematician vua ông bà tướng tịch đế vương sư thầy`.split(/\s+/),
]);
export const PERSON_AFTER_RE =
  /^,? (?:was born|died|wrote|said|showed|discovered|received|invented|married|founded|led|flew|walked|joined|collected|proposed|argued|ruled|reigned|defeated|won|published|proved|asked|đọc|viết|lên ngôi|sinh|mất|chỉ huy|đánh bại|đánh tan|dời|lập|phát hiện|tìm thấy|nói|ký|lãnh đạo|dẫn đầu)(?![\p{L}\p{M}])/u;
/** Evidence that a name is a place: the word before it ("in", "tỉnh"), or its head word ("Pacific Ocean"). */
export const PLACE_BEFORE = new Set(
  `in at near from ở tại đến tới sông núi hồ vịnh tỉnh phố huyện xã đảo biển miền vùng dãy đỉnh nước đô hang vườn thành`.split(
    /\s+/,
  ),
);
export const PLACE_BEFORE_WEAK = new Set(['on', 'to', 'into', 'across', 'về', 'qua']);
export const PLACE_HEADS = new Set(
  `ocean sea river lake bay gulf island islands mountain mountains mount valley desert coast peninsula strait
city county province state states kingdom republic empire square street park plain plains`.split(/\s+/),
);
/** Evidence that a name is a thing or an institution: its head word ("Solar System", "Nobel Prize"). */
export const THING_HEADS = new Set(
  `union center centre university institute college school museum palace station system program programme agency
association society company corporation council congress party army navy prize war battle treaty cycle spot
vehicle module building bridge tower statue church cathedral temple castle dam canal rocket telescope act law`.split(
    /\s+/,
  ),
);

export const ROLES = ['person', 'place', 'thing'] as const;
export type Role = (typeof ROLES)[number];
export type RoleEvidence = Record<Role, number>;
export const noEvidence = (): RoleEvidence => ({ person: 0, place: 0, thing: 0 });

/** The role with clearly the most evidence, if any. */
export function roleOf(evidence: RoleEvidence): Role | null {
  const ranked = (Object.entries(evidence) as [Role, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  return best && best[1] >= 0.5 && best[1] > (second?.[1] ?? 0) ? best[0] : null;
}
export const VI_SURNAMES = new Set(
  'nguyễn trần lê phạm huỳnh phan vũ võ đặng bùi đỗ ngô dương lý đinh trịnh hồ mạc'.split(' '),
);
/** Vietnamese words that may follow a one-syllable name ("Huế là", "Pháp đã"); others make it a phrase ("Tuyên ngôn"). */
export const VI_NAME_FOLLOWERS = new Set(
  `là và được đã đang sẽ của có ở tại với cũng vẫn bị do thì mà nhưng hay hoặc cùng từ đến trong trên dưới sau trước
khi nên vì không chỉ rất mới`.split(/\s+/),
);
export const NOT_WORD = String.raw`[^\p{L}\p{M}\p{N}]`;
