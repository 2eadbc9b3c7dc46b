// The home page in words. Spec-quoted texts are exact (contract §2 Home, §8).
export const homeTexts = {
  heroTitle: "Learn at your grade, at your pace — and have fun doing it",
  heroLead:
    "LearnHub brings school courses for every grade and board, bite-sized lectures, animated lessons and games together in one place. Practise with skills tests and get AI feedback on every answer.",
  heroCta: "Explore courses",
  featureTags: ["Free courses with games and quizzes", "AI-powered recommendations", "Virtual learning environment"],
  coursesTitle: "Popular courses",
  coursesLead: "Start with a course made for your grade and board.",
  seeAll: "See all courses",
  pleaseLogin: "Please login first",
  courseDetails: "Course Details",
  coursesLoading: "Loading courses…",
  coursesFailed: "We could not load the courses right now.",
  retry: "Try again",
  noCourses: "No courses are published yet. Please check back soon.",
  videoTitle: "See how LearnHub works",
  videoLead:
    "Watch a sample lecture — fractions on the number line — to see how LearnHub lessons feel: short, clear and at your pace. After each lecture, a game and a skills test help it stick.",
  whatsNewTitle: "What's new at LearnHub",
  benefits: [
    {
      title: "A chatbot that answers at any hour",
      body: "Stuck on a question late at night? Ask the LearnHub chatbot and get a clear, friendly explanation in seconds.",
    },
    {
      title: "Recommendations from your assessments",
      body: "Every skills test tells us what you know. Our AI suggests the lessons that close your gaps first.",
    },
    { title: "A virtual learning environment", body: "Write and run Python, JavaScript and Java right in your browser — no installs, nothing to set up." },
    {
      title: "Free courses with games and quizzes",
      body: "Every course is free. Learn with lectures, animated lessons and games, then check yourself with quizzes.",
    },
  ],
} as const;
