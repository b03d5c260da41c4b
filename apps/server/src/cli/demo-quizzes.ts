/** The quizzes `npm run seed:demo` creates: public, every category, 5 questions of 4 options, one correct each. */
import type { QuizInput } from '@quiz/contract/quizzes';
import type { Category } from '@quiz/contract/limits';

export const demoAccount = {
  username: 'demo',
  email: 'demo@quiz-adventure.local',
  displayName: 'Quiz Adventure Demo',
} as const;

type Options = [string, string, string, string];

/** A question whose correct option is options[answer]. */
function q(content: string, options: Options, answer: 0 | 1 | 2 | 3): QuizInput['questions'][number] {
  return { content, options: options.map((label, i) => ({ label, isCorrect: i === answer })) };
}

function quiz(
  category: Category,
  title: string,
  description: string,
  questions: QuizInput['questions'],
): QuizInput & { title: string } {
  return { title, description, category, isPublic: true, timeLimit: 30, questions };
}

export const demoQuizzes = [
  quiz('General Knowledge', 'Everyday General Knowledge', 'Calendars, colours, shapes and oceans.', [
    q('How many days are there in a leap year?', ['364', '365', '366', '367'], 2),
    q('Which is the largest ocean on Earth?', ['Atlantic Ocean', 'Indian Ocean', 'Arctic Ocean', 'Pacific Ocean'], 3),
    q('How many sides does a hexagon have?', ['5', '6', '7', '8'], 1),
    q('Which colour do you get by mixing blue and yellow paint?', ['Green', 'Purple', 'Orange', 'Brown'], 0),
    q('How many hours are there in a week?', ['144', '168', '172', '186'], 1),
  ]),
  quiz('Science', 'Science Basics', 'Elements, plants, the human body and water.', [
    q('What is the chemical symbol for gold?', ['Ag', 'Au', 'Gd', 'Go'], 1),
    q(
      'Which gas do plants take in from the air for photosynthesis?',
      ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Hydrogen'],
      2,
    ),
    q('How many bones are there in the adult human body?', ['186', '206', '226', '246'], 1),
    q('What is the chemical formula of water?', ['H2O', 'CO2', 'O2', 'NaCl'], 0),
    q('At sea level, at what temperature does pure water boil?', ['90 °C', '95 °C', '100 °C', '110 °C'], 2),
  ]),
  quiz('Science', 'Tour of the Solar System', 'Planets, rings and sunlight.', [
    q('Which is the largest planet in the Solar System?', ['Saturn', 'Jupiter', 'Neptune', 'Earth'], 1),
    q('Which planet is closest to the Sun?', ['Venus', 'Earth', 'Mars', 'Mercury'], 3),
    q('Which planet is known as the Red Planet?', ['Mars', 'Venus', 'Jupiter', 'Mercury'], 0),
    q(
      'Roughly how long does sunlight take to reach Earth?',
      ['About 8 seconds', 'About 8 minutes', 'About 8 hours', 'About 8 days'],
      1,
    ),
    q('Which planet spins on its side, with an axial tilt of about 98°?', ['Neptune', 'Jupiter', 'Uranus', 'Mars'], 2),
  ]),
  quiz('History', 'World History Milestones', 'Wars, walls, presidents and the Moon.', [
    q('In which year did the Second World War end?', ['1939', '1943', '1945', '1950'], 2),
    q(
      'Who was the first President of the United States?',
      ['Thomas Jefferson', 'George Washington', 'Abraham Lincoln', 'John Adams'],
      1,
    ),
    q('In which year did the Berlin Wall fall?', ['1987', '1989', '1991', '1993'], 1),
    q(
      'Which civilisation built the Great Pyramid of Giza?',
      ['The ancient Egyptians', 'The Romans', 'The ancient Greeks', 'The Maya'],
      0,
    ),
    q(
      'Who was the first person to walk on the Moon, in 1969?',
      ['Buzz Aldrin', 'Yuri Gagarin', 'Michael Collins', 'Neil Armstrong'],
      3,
    ),
  ]),
  quiz('Geography', 'Capitals of the World', 'Name the capital city.', [
    q('What is the capital of Australia?', ['Sydney', 'Melbourne', 'Canberra', 'Perth'], 2),
    q('What is the capital of Canada?', ['Toronto', 'Ottawa', 'Vancouver', 'Montreal'], 1),
    q('What is the capital of Japan?', ['Tokyo', 'Kyoto', 'Osaka', 'Hiroshima'], 0),
    q('What is the capital of Brazil?', ['Rio de Janeiro', 'São Paulo', 'Salvador', 'Brasília'], 3),
    q('What is the capital of Kenya?', ['Mombasa', 'Nairobi', 'Kisumu', 'Nakuru'], 1),
  ]),
  quiz('Geography', 'Rivers, Mountains and Deserts', 'The big features of the map.', [
    q('Which is the highest mountain above sea level?', ['K2', 'Kangchenjunga', 'Mount Everest', 'Kilimanjaro'], 2),
    q('Which river flows through Paris?', ['The Thames', 'The Seine', 'The Danube', 'The Rhine'], 1),
    q('Which is the largest hot desert in the world?', ['Sahara', 'Gobi', 'Kalahari', 'Atacama'], 0),
    q('Which country has the largest area?', ['Canada', 'China', 'United States', 'Russia'], 3),
    q(
      'Which of the Great Lakes is the largest by surface area?',
      ['Lake Michigan', 'Lake Huron', 'Lake Superior', 'Lake Erie'],
      2,
    ),
  ]),
  quiz('Mathematics', 'Mental Maths Warm-up', 'Quick arithmetic and a little geometry.', [
    q('What is 7 × 8?', ['54', '56', '58', '64'], 1),
    q('What is the square root of 144?', ['11', '12', '13', '14'], 1),
    q('What is 15% of 200?', ['20', '25', '30', '35'], 2),
    q('What do the interior angles of a triangle add up to?', ['90°', '180°', '270°', '360°'], 1),
    q('Which of these numbers is prime?', ['21', '27', '29', '33'], 2),
  ]),
  quiz('Literature', 'Classic Books and Their Authors', 'Who wrote it, and who is in it?', [
    q(
      'Who wrote "Romeo and Juliet"?',
      ['Charles Dickens', 'Christopher Marlowe', 'Jane Austen', 'William Shakespeare'],
      3,
    ),
    q('Who wrote "Pride and Prejudice"?', ['Jane Austen', 'Charlotte Brontë', 'Emily Brontë', 'George Eliot'], 0),
    q('Who wrote "Nineteen Eighty-Four"?', ['Aldous Huxley', 'George Orwell', 'Ray Bradbury', 'H. G. Wells'], 1),
    q(
      'In "Moby-Dick", who is the captain of the Pequod?',
      ['Captain Nemo', 'Captain Hook', 'Captain Ahab', 'Captain Flint'],
      2,
    ),
    q(
      'Who wrote "Don Quixote"?',
      ['Miguel de Cervantes', 'Dante Alighieri', 'Gabriel García Márquez', 'Lope de Vega'],
      0,
    ),
  ]),
  quiz('Sports', 'Sports Around the World', 'Teams, scores and the Olympics.', [
    q('How many players does a football (soccer) team have on the pitch?', ['9', '10', '11', '12'], 2),
    q(
      'How often are the Summer Olympic Games normally held?',
      ['Every 2 years', 'Every 3 years', 'Every 4 years', 'Every 5 years'],
      2,
    ),
    q('In which sport do players perform a slam dunk?', ['Volleyball', 'Basketball', 'Tennis', 'Handball'], 1),
    q('How many points is a touchdown worth in American football, before the extra point?', ['3', '6', '7', '8'], 1),
    q('In tennis, what is a score of zero called?', ['Love', 'Nil', 'Duck', 'Zip'], 0),
  ]),
  quiz('Entertainment', 'Movies, Music and TV', 'Films, bands and famous characters.', [
    q(
      'Which band released the album "Abbey Road" in 1969?',
      ['The Rolling Stones', 'The Who', 'Pink Floyd', 'The Beatles'],
      3,
    ),
    q(
      'Who directed the 1993 film "Jurassic Park"?',
      ['James Cameron', 'Steven Spielberg', 'George Lucas', 'Ridley Scott'],
      1,
    ),
    q('Which school does Harry Potter attend?', ['Hogwarts', 'Durmstrang', 'Beauxbatons', 'Ilvermorny'], 0),
    q('In "The Lion King" (1994), what is the name of Simba\'s father?', ['Scar', 'Rafiki', 'Mufasa', 'Zazu'], 2),
    q('How many keys does a standard modern piano have?', ['76', '88', '96', '100'], 1),
  ]),
  quiz('Technology', 'Computing Essentials', 'Acronyms, bits and the web.', [
    q(
      'What does "CPU" stand for?',
      ['Central Processing Unit', 'Computer Personal Unit', 'Central Program Utility', 'Core Processing Unit'],
      0,
    ),
    q('How many bits are there in a byte?', ['4', '8', '16', '32'], 1),
    q(
      'What does "HTTP" stand for?',
      [
        'High Transfer Text Protocol',
        'HyperText Transmission Program',
        'HyperText Transfer Protocol',
        'Hyperlink Text Transfer Process',
      ],
      2,
    ),
    q('Which company created the Java programming language?', ['Microsoft', 'Apple', 'IBM', 'Sun Microsystems'], 3),
    q('Which HTML element makes a clickable hyperlink?', ['<link>', '<a>', '<href>', '<url>'], 1),
  ]),
  quiz('Other', 'Animals and Nature', 'Creatures great and small.', [
    q('Which is the largest animal on Earth?', ['African elephant', 'Blue whale', 'Giraffe', 'Sperm whale'], 1),
    q('How many legs does a spider have?', ['6', '8', '10', '12'], 1),
    q(
      'Which bird is the fastest in a hunting dive?',
      ['Golden eagle', 'Ostrich', 'Peregrine falcon', 'Common swift'],
      2,
    ),
    q('What is a baby kangaroo called?', ['Joey', 'Kit', 'Cub', 'Calf'], 0),
    q('What do honey bees make honey from?', ['Pollen', 'Tree sap', 'Morning dew', 'Nectar'], 3),
  ]),
] satisfies QuizInput[];
