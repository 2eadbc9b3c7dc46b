// Courses for upskilling, outside the school grades: programming, spreadsheets and spoken English.
import { animated, game, games, lecture, videos, type CatalogueCourse } from "./build";

export const UPSKILLING_BOARD = "Upskilling";

export const pythonBasics: CatalogueCourse = {
  name: "Python Programming Basics",
  description:
    "Write your first real programs: variables and types, input and output, decisions, loops and lists. Every lesson pairs with a hands-on Python lab.",
  grade: "Beginner",
  board: UPSKILLING_BOARD,
  teacher: "mr.arjun.nair",
  status: 3,
  price: "0",
  language: "English",
  instructorName: "Arjun Nair",
  img: "/img/courses/python-basics.svg",
  chapters: [
    {
      name: "Getting Started",
      contents: [
        lecture(
          "Your first Python program",
          videos.python,
          "print(), comments, indentation and input(): everything you need to write and run a program that talks to its user.",
          [
            [
              "What does print('Hello, world!') do?",
              "Shows Hello, world! on the screen",
              "Saves a file called Hello",
              "Sends an email",
              "Creates a variable named print",
            ],
            ["Which symbol starts a comment in Python?", "#", "//", "/*", "--"],
            [
              "How does Python mark a block of code, such as the body of an if statement?",
              "By indentation",
              "With curly braces",
              "With semicolons",
              "With the word END",
            ],
            ["What does input() give back?", "The text the user typed, as a string", "Always an integer", "True or False", "Nothing"],
            ["Which expression turns the text '42' into a number you can do arithmetic with?", "int('42')", "number('42')", "'42'.int()", "str(42)"],
          ],
        ),
        animated(
          "Variables and data types",
          videos.python,
          "Watch values move into labelled boxes: integers, floats, strings and booleans, and what happens when a variable is reassigned.",
          [
            ["What is the type of 3.14 in Python?", "float", "int", "str", "bool"],
            ["After x = 5 and then x = x + 2, what is x?", "7", "5", "2", "52"],
            ["What does type('7') return?", "<class 'str'>", "<class 'int'>", "<class 'float'>", "<class 'bool'>"],
            ["Which is a valid variable name?", "total_marks", "2total", "total-marks", "class"],
            ["What is the value of 7 // 2?", "3", "3.5", "4", "1"],
          ],
        ),
      ],
    },
    {
      name: "Making Decisions",
      contents: [
        lecture(
          "if, elif and else",
          videos.python,
          "Comparison operators, the remainder operator and if/elif/else chains, with a marks-to-grade program as the running example.",
          [
            ["With x = 10, which branch of 'if x > 5: … else: …' runs?", "The if branch", "The else branch", "Both branches", "Neither branch"],
            ["Which operator checks whether two values are equal?", "==", "=", "!=", "=>"],
            ["What does 15 % 4 evaluate to?", "3", "3.75", "4", "11"],
            ["A whole number n is even when", "n % 2 == 0", "n / 2 == 0", "n % 2 == 1", "n // 2 == 1"],
            ["Which keyword checks another condition after an if?", "elif", "else if", "elseif", "then"],
          ],
        ),
        lecture("Combining conditions", videos.python, "and, or and not: building conditions that check ranges, several cases at once, and their opposites.", [
          ["What is the value of True and False?", "False", "True", "None", "An error"],
          ["What is the value of not (3 > 5)?", "True", "False", "3", "5"],
          ["Which condition is True when age is 15?", "age >= 13 and age <= 19", "age < 13 or age > 19", "age == 13", "not age > 10"],
          ["What is the value of 5 > 3 or 2 > 9?", "True", "False", "None", "An error"],
          ["Which of these is a boolean value in Python?", "True", "true", "'True'", "yes"],
        ]),
      ],
    },
    {
      name: "Loops and Lists",
      contents: [
        lecture(
          "for and while loops",
          videos.python,
          "Repeating work with for and range(), looping until a condition changes with while, and controlling loops with break and continue.",
          [
            ["How many times does 'for i in range(5):' run its body?", "5", "4", "6", "Forever"],
            ["Which numbers does range(2, 8, 2) produce?", "2, 4, 6", "2, 4, 6, 8", "2, 8", "0, 2, 4, 6"],
            ["A while loop keeps running", "as long as its condition is True", "exactly 10 times", "until the program ends", "only once"],
            ["Which statement stops a loop immediately?", "break", "continue", "stop", "exit loop"],
            ["What does continue do inside a loop?", "Skips to the next repetition", "Ends the loop", "Restarts the program", "Pauses for one second"],
          ],
        ),
        lecture(
          "Working with lists",
          videos.python,
          "Storing many values in one list, indexing from 0 and from the end, adding items, and the built-in len() and sorted().",
          [
            ["Given marks = [72, 85, 90], what is marks[0]?", "72", "85", "90", "An error"],
            ["Which method adds an item to the end of a list?", "append()", "add()", "push()", "insert_end()"],
            ["What does len([4, 8, 15, 16]) return?", "4", "3", "16", "43"],
            ["Given nums = [3, 1, 2], what is sorted(nums)?", "[1, 2, 3]", "[3, 2, 1]", "[3, 1, 2]", "6"],
            ["For marks = [72, 85, 90], what is marks[-1]?", "90", "72", "85", "An error"],
          ],
        ),
        game("Programming term match", games.termMatch("programming"), "Match programming words such as variable, loop and function to what they mean."),
      ],
    },
  ],
};

export const spreadsheetSkills: CatalogueCourse = {
  name: "Spreadsheet Skills: Formulas, Tables and Charts",
  description:
    "From your first cell reference to IF, COUNTIF and lookups, sorting and filtering, and the right chart for your data: practical skills for school projects and the workplace.",
  grade: "Intermediate",
  board: UPSKILLING_BOARD,
  teacher: "mr.arjun.nair",
  status: 3,
  price: "499",
  currency: "RS",
  language: "English",
  img: "/img/courses/spreadsheets.svg",
  chapters: [
    {
      name: "Spreadsheet Basics",
      contents: [
        lecture("Cells, rows and columns", videos.spreadsheet, "How a worksheet is organised, naming cells and ranges, and typing your first formula.", [
          ["In a spreadsheet, the cell in column C and row 5 is called", "C5", "5C", "R5C", "C-5"],
          ["Columns in a spreadsheet are labelled with", "letters", "numbers", "colours", "symbols"],
          ["Which of these is a range of cells?", "A1:A10", "A1+A10", "A1-A10", "A1/A10"],
          ["What does a formula in a cell begin with?", "=", "#", "?", "@"],
          ["A workbook can contain several", "worksheets", "databases", "folders", "presentations"],
        ]),
        animated(
          "Relative and absolute references",
          videos.spreadsheet,
          "Watch a formula being copied down a column and see which references move and which stay put with the $ sign.",
          [
            ["You copy =A1*2 from B1 down to B2. What does B2 contain?", "=A2*2", "=A1*2", "=B2*2", "=A1*3"],
            ["Which reference stays fixed wherever the formula is copied?", "$A$1", "A1", "A$1", "$A1"],
            ["In the reference $B3, which part is locked?", "The column B", "The row 3", "Both", "Neither"],
            ["Every row must be multiplied by a tax rate stored in F1. Which reference do you use?", "$F$1", "F1", "F$", "F1:F1"],
            ["A reference like A1, without dollar signs, is called", "a relative reference", "an absolute reference", "a named range", "a static value"],
          ],
        ),
      ],
    },
    {
      name: "Formulas and Functions",
      contents: [
        lecture(
          "SUM, AVERAGE, MIN and MAX",
          videos.spreadsheet,
          "The everyday functions for totals, averages and extremes, COUNT, and how arithmetic operators combine in a formula.",
          [
            ["Which formula adds the values in A1 to A10?", "=SUM(A1:A10)", "=ADD(A1:A10)", "=TOTAL(A1-A10)", "=A1:A10"],
            ["A1:A4 holds 10, 20, 30 and 40. What does =AVERAGE(A1:A4) return?", "25", "100", "40", "10"],
            ["Which function returns the smallest value in a range?", "MIN", "SMALL", "LOW", "LEAST"],
            ["What does =COUNT(A1:A10) count?", "Cells that contain numbers", "All cells", "Empty cells", "Cells with text only"],
            ["B2 is 7 and C2 is 3. What does =B2^2-C2 return?", "46", "11", "16", "4"],
          ],
        ),
        lecture(
          "IF, COUNTIF and lookups",
          videos.spreadsheet,
          "Letting the sheet decide with IF, counting and adding only the rows you need, and finding values with VLOOKUP.",
          [
            ['What does =IF(B2>=40, "Pass", "Fail") return when B2 is 40?', "Pass", "Fail", "TRUE", "40"],
            ["Which function counts the cells that meet a condition?", "COUNTIF", "COUNT", "SUMIF", "IFCOUNT"],
            [
              "VLOOKUP looks for a value in",
              "the first column of a table and returns a value from the same row",
              "the first row and returns a whole column",
              "every cell of the sheet",
              "sorted lists of text only",
            ],
            [
              'What does =SUMIF(A2:A10, "Grade 8", C2:C10) add up?',
              "The values in C2:C10 whose row has 'Grade 8' in column A",
              "All the values in A2:A10",
              "The number of Grade 8 rows",
              "Only C2 and C10",
            ],
            ["Which error appears when a formula divides by zero or by an empty cell?", "#DIV/0!", "#NAME?", "#REF!", "#N/A"],
          ],
        ),
      ],
    },
    {
      name: "Tables and Charts",
      contents: [
        lecture(
          "Sorting, filtering and choosing a chart",
          videos.spreadsheet,
          "Turning a raw table into an answer: sort it, filter it, freeze the headings, and pick the chart that tells the story.",
          [
            ["Which chart best shows how a whole is split into parts?", "Pie chart", "Line chart", "Scatter plot", "Histogram"],
            ["Which chart best shows change over time, such as monthly sales?", "Line chart", "Pie chart", "Doughnut chart", "A plain table"],
            ["A filter on a column lets you", "show only the rows that match a condition", "delete the column", "change all the values", "lock the sheet"],
            ["Sorting marks from highest to lowest is sorting in", "descending order", "ascending order", "alphabetical order", "random order"],
            [
              "Freezing the top row is useful because",
              "the headings stay visible while you scroll",
              "it stops anyone editing",
              "it hides the data",
              "it sorts the data",
            ],
          ],
        ),
        game("Spreadsheet term match", games.termMatch("spreadsheets"), "Match spreadsheet functions and terms to what they do, against the clock."),
      ],
    },
  ],
};

export const spokenEnglish: CatalogueCourse = {
  name: "Spoken English and Everyday Communication",
  description: "Introduce yourself with confidence, listen actively, make polite requests, handle phone calls and give a short talk that people remember.",
  grade: "Beginner",
  board: UPSKILLING_BOARD,
  teacher: "ms.ananya.deshpande",
  status: 3,
  price: "0",
  language: "English",
  instructorName: "Ananya Deshpande",
  img: "/img/courses/spoken-english.svg",
  chapters: [
    {
      name: "Speaking with Confidence",
      contents: [
        lecture(
          "Introducing yourself",
          videos.speaking,
          "Formal and informal introductions, what to say about yourself, and the body language that makes a good first impression.",
          [
            [
              "Which is the most suitable way to introduce yourself at an interview?",
              "Good morning. My name is Priya Sharma, and I'm pleased to meet you.",
              "Hey, I'm Priya, what's up?",
              "Priya. Next question.",
              "You must already know my name.",
            ],
            [
              "In a formal setting, a suitable reply to 'How do you do?' is",
              "How do you do?",
              "I'm doing my homework.",
              "Fine, and you are late.",
              "Nothing much.",
            ],
            [
              "Which detail is good to share when introducing yourself to a new class?",
              "Where you are from and one hobby",
              "Your marks in every subject",
              "Your phone password",
              "Complaints about your old school",
            ],
            ["Good eye contact while speaking shows", "confidence and interest", "anger", "boredom", "that you are hiding something"],
            ["Which question keeps a conversation going?", "What do you enjoy doing at weekends?", "Are you done?", "Yes or no?", "Why are you here?"],
          ],
        ),
        animated(
          "Listening actively",
          videos.speaking,
          "Animated conversations show the difference between waiting to talk and really listening: attention, paraphrasing and good questions.",
          [
            [
              "Active listening means",
              "paying full attention and showing that you understand",
              "waiting for your turn to talk",
              "checking your phone while nodding",
              "interrupting with your own story",
            ],
            [
              "Which reply shows active listening?",
              "So the bus was late again? That must be frustrating.",
              "Whatever.",
              "My bus is never late.",
              "Let's talk about me now.",
            ],
            [
              "Paraphrasing means",
              "repeating the speaker's idea in your own words",
              "translating into another language",
              "copying word for word",
              "changing the topic",
            ],
            [
              "Which body language shows that you are listening?",
              "Nodding and facing the speaker",
              "Folding your arms and looking away",
              "Yawning",
              "Typing on your phone",
            ],
            [
              "When you have not understood something, the best thing to say is",
              "Sorry, could you explain that again?",
              "That's wrong.",
              "Nothing; just nod.",
              "I'll guess.",
            ],
          ],
        ),
      ],
    },
    {
      name: "Everyday Conversations",
      contents: [
        lecture("Making requests and offers", videos.speaking, "Could you…?, Would you mind…?, Shall I…?: polite requests, offers, and saying no kindly.", [
          ["Which request is the most polite?", "Could you please pass me the salt?", "Give me the salt.", "Salt!", "You, the salt."],
          ["Which sentence makes an offer?", "Shall I help you carry those bags?", "Carry those bags.", "Why are you carrying bags?", "Those bags are heavy."],
          [
            "A polite way to turn down an invitation is",
            "Thank you for inviting me, but I'm busy that evening.",
            "No.",
            "Your party will be boring.",
            "I never go anywhere.",
          ],
          ["Someone asks, 'Would you mind opening the window?' To agree, you say", "Not at all.", "Yes, I mind.", "Never.", "Open it yourself."],
          ["Which word softens a request?", "please", "must", "now", "immediately"],
        ]),
        lecture(
          "Talking on the phone",
          videos.speaking,
          "Starting and ending a call politely, leaving a message, and spelling names and numbers so they are understood.",
          [
            [
              "A good way to begin a formal phone call is",
              "Good afternoon, this is Rohan from class 9B. May I speak to Ms Rao?",
              "Who is this?",
              "Hello? Hello? Hello?",
              "Give the phone to Ms Rao.",
            ],
            [
              "If the person you want is not available, you can say",
              "Could I leave a message, please?",
              "Then why did you answer?",
              "Tell them to call me, bye.",
              "That's not good.",
            ],
            ["To ask someone to repeat a phone number, you say", "Sorry, could you repeat that number?", "What?", "Speak properly.", "Forget it."],
            ["Which is a polite way to end a call?", "Thank you for your help. Goodbye.", "I'm done.", "Bye, don't call back.", "Hanging up now."],
            [
              "Spelling a name as 'S for Sugar, H for Hotel' helps because",
              "letters that sound alike are not confused",
              "it makes the call longer",
              "it sounds formal",
              "it is required by law",
            ],
          ],
        ),
      ],
    },
    {
      name: "Presenting Your Ideas",
      contents: [
        lecture(
          "Structuring a short talk",
          videos.speaking,
          "Opening, two or three clear points with signposts, and a closing line: a structure that works for class talks and interviews.",
          [
            [
              "A simple structure for a short talk is",
              "introduction, main points, conclusion",
              "conclusion, jokes, introduction",
              "main points only",
              "questions, then introduction",
            ],
            ["Which phrase signals a new point?", "Moving on to my second point…", "Um, so, yeah…", "That's all, I think.", "Anyway, whatever."],
            ["How many main points suit a two-minute talk?", "Two or three", "Ten or more", "None", "Fifteen"],
            [
              "Why should you practise a talk aloud?",
              "To check the timing and sound natural",
              "To memorise every word exactly",
              "So you can read it from paper",
              "It makes no difference",
            ],
            ["A good conclusion", "sums up the main message", "introduces a new topic", "apologises for the talk", "stops suddenly"],
          ],
        ),
        game("Communication term match", games.termMatch("communication"), "Match communication skills to examples of them in everyday conversations."),
      ],
    },
  ],
};
