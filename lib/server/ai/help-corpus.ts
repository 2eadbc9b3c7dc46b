import "server-only";
// The offline assistant's help pages: how LearnHub works, in the product's own terms (contract §2–§9).
// Only facts that hold for this product belong here; the assistant quotes these, it never improvises.

export type HelpEntry = { id: string; title: string; body: string; keywords: string };

export const helpCorpus: HelpEntry[] = [
  {
    id: "about",
    title: "What LearnHub is",
    body: "LearnHub is an online learning platform for school students and for people who want to upskill. School courses are organised by grade and board. You can watch video lectures (some are animated), play learning games, take multiple-choice skills tests with feedback on wrong answers, and practise coding in Python, JavaScript and Java labs.",
    keywords: "platform website site about company what is learnhub features",
  },
  {
    id: "grades-boards",
    title: "Grades and boards",
    body: "School courses are labelled with a grade and a board, shown on every course card (for example the grade and CBSE). Ask me 'Which courses are for grade 8?' or name a board to see the matching courses, or open Courses and use the search box.",
    keywords: "grade grades class standard board boards cbse icse state syllabus curriculum",
  },
  {
    id: "catalogue",
    title: "Finding a course",
    body: "Open Courses in the top menu to see the catalogue. The search box filters courses by name (capital letters do not matter). Each card shows the grade and board, the course name and the teacher, with a Start Learning button. When you are logged in, the catalogue shows only published courses you have not enrolled in yet; visitors see every published course. The home page shows up to 10 courses.",
    keywords: "find search catalogue catalog list browse courses course card start learning",
  },
  {
    id: "enrol",
    title: "Enrolling in a course",
    body: "Log in first. On the home page press Course Details on a course card (without logging in you will see 'Please login first'). The enrol page shows the chapters, a video area, an about section and a summary with the number of sections, games and lectures, the duration, language, instructor and price. Press Enrol: the dialog 'Course enrolled successfully!' appears, and Start Course takes you to the course.",
    keywords: "enrol enroll enrolment enrollment join register course subscribe price free start course",
  },
  {
    id: "my-learning",
    title: "My Learning",
    body: "My Learning (in the top menu when you are logged in) lists the courses you have enrolled in. Open one to continue where you left off. If you have not enrolled in any course yet, it tells you to enrol in a course first.",
    keywords: "my learning enrolled courses continue resume dashboard progress",
  },
  {
    id: "course-player",
    title: "Watching lectures",
    body: "Inside a course, the left panel lists the chapters; expand one and select a lecture or game. The lecture plays on the right, and a tick marks the contents you have opened. The toggle button switches between 'Skills Test' and 'Lecture'.",
    keywords: "watch video lecture animated chapter content player play game tick viewed",
  },
  {
    id: "skills-test",
    title: "Skills tests",
    body: "Each lecture has a skills test: one question at a time with 4 options. Next stays disabled until you choose an answer. Only your FIRST choice for each question counts towards the final score. After the last question press 'Show Recommendation' to see 'Total Questions: N | Your Score: S'. You pass with at least 50% of the questions right. When you pick a wrong answer, an explanation appears under the question, and after the result you see which lectures to revisit and which courses fit next.",
    keywords: "quiz test skills assessment score pass fail marks questions explanation wrong answer recommendation result",
  },
  {
    id: "recommendations",
    title: "Personalised recommendations",
    body: "Recommendations come from your skills-test answers: the lectures behind the questions you missed, and courses that fit next (same grade and board that you have not enrolled in, or the next grade). They appear after 'Show Recommendation' in a test and on the home page once you have taken a test.",
    keywords: "recommendation recommendations suggest suggestion next course personalised personalized revisit",
  },
  {
    id: "labs",
    title: "Coding labs",
    body: "Lab Activities (in the top menu when you are logged in) lists JavaScript labs and Java labs; a lab opens in a new tab. Each lab has cells with instructions, a code editor, Save Code and Run Code (Compile & Run for Java), and an output box. Python labs run in your browser and can show plots. 'Need Help?' shows help for your code, and the side panel has a chatbot. There are also a fixed introductory Python lab and a JavaScript lab.",
    keywords: "lab labs coding code program programming python javascript java editor run compile activities practice practise exercise",
  },
  {
    id: "lab-creator",
    title: "Creating a lab",
    body: "Lab authors create labs from Lab Activities with '+ Create New Lab': give the lab a title and a numeric lab ID, add cells with a description and code, reorder or remove them, then press Create Lab. Existing labs can be edited or deleted from the list on the right.",
    keywords: "create lab author creator new lab cells admin panel edit delete",
  },
  {
    id: "signup",
    title: "Creating an account",
    body: "Press Signup in the top right. Enter your name, email, a password and the same password again. If your school gave you a class code, tick 'associated with a School/Organization' and enter it. After signing up we email you a one-time code (OTP) to verify your email address.",
    keywords: "signup sign up register account create join class code school organization otp verify email",
  },
  {
    id: "login",
    title: "Logging in",
    body: "Press Login, enter your email and password and complete the captcha. If your email is not verified yet, a box asks for the code we emailed you; 'Resend OTP' becomes available after 60 seconds. Logout is in the Account menu.",
    keywords: "login log in sign in signin password captcha otp verification code logout account",
  },
  {
    id: "password",
    title: "Forgotten password",
    body: "In the Login box choose the forgotten-password option and enter your email; we send you a link. Open it, type the new password twice and press Reset Password. The two passwords must match.",
    keywords: "forgot forgotten password reset change link email",
  },
  {
    id: "chatbot",
    title: "This chat assistant",
    body: "The chat bubble at the bottom right opens this assistant. It answers questions about LearnHub's courses, grades and boards, enrolling, skills tests, labs and your account, from LearnHub's own catalogue and help pages. It will not do graded work for you, and it never shares other learners' information.",
    keywords: "chatbot chat assistant bot help ai tutor who are you",
  },
  {
    id: "privacy",
    title: "Privacy",
    body: "The Privacy Policy page (linked in the footer) explains what information is collected, how it is used, how it is stored and shared, and how it is kept confidential.",
    keywords: "privacy policy data personal information confidential",
  },
];
