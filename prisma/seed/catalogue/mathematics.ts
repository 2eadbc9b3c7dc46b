// School mathematics: Grades 6, 8, 9 and 11.
import { animated, game, games, lecture, videos, type CatalogueCourse } from "./build";

const teacher = "ms.kavya.iyer";

export const grade6Fractions: CatalogueCourse = {
  name: "Grade 6 Mathematics: Fractions and Decimals",
  description:
    "Build a solid feel for fractions and decimals: what they mean, where they sit on the number line, how to compare, add and subtract them, and how tenths and hundredths connect fractions to money and measurement.",
  grade: "Grade 6",
  board: "CBSE",
  teacher,
  status: 3,
  price: "0",
  language: "English",
  instructorName: "Kavya Iyer",
  img: "/img/courses/maths-fractions.svg",
  chapters: [
    {
      name: "Understanding Fractions",
      contents: [
        lecture(
          "What a fraction means",
          videos.fractions,
          "Numerator and denominator, fractions as parts of a whole and of a collection, and proper, improper and mixed fractions.",
          [
            [
              "In the fraction 3/7, what does the denominator 7 tell us?",
              "The whole is divided into 7 equal parts",
              "7 parts are shaded",
              "The fraction is greater than 7",
              "There are 3 wholes",
            ],
            ["Which of these is a proper fraction?", "5/8", "9/4", "7/7", "11/3"],
            ["What is 7/3 written as a mixed fraction?", "2 1/3", "1 2/3", "3 1/7", "2 1/7"],
            ["A class has 30 students and 12 of them are girls. What fraction of the class are girls, in lowest terms?", "2/5", "12/18", "3/5", "1/3"],
            ["Which fraction is equivalent to 2/3?", "8/12", "4/9", "6/8", "3/2"],
          ],
        ),
        animated(
          "Fractions on a number line",
          videos.fractions,
          "Watch the gap between 0 and 1 split into equal jumps, see where 1/4, 2/4 and 3/4 land, and why 2/4 sits exactly on 1/2.",
          [
            ["To mark 3/5 on a number line, into how many equal parts do you divide the gap between 0 and 1?", "5", "3", "8", "2"],
            ["Which fraction lies exactly halfway between 0 and 1?", "2/4", "1/4", "3/4", "1/3"],
            ["On a number line, which of these fractions is closest to 1?", "7/8", "1/2", "2/3", "3/5"],
            ["Where does 5/4 lie on the number line?", "Between 1 and 2", "Between 0 and 1", "Exactly at 1", "Between 2 and 3"],
            ["Which list shows the fractions in order from smallest to largest?", "1/6, 1/4, 1/2", "1/2, 1/4, 1/6", "1/4, 1/6, 1/2", "1/6, 1/2, 1/4"],
          ],
        ),
      ],
    },
    {
      name: "Working with Fractions",
      contents: [
        lecture(
          "Comparing and ordering fractions",
          videos.fractions,
          "Comparing like fractions, bringing unlike fractions to a common denominator, and the quick cross-multiplication check.",
          [
            ["Which is greater: 3/4 or 5/8?", "3/4", "5/8", "They are equal", "It cannot be decided"],
            ["What is the lowest common denominator of 1/4 and 1/6?", "12", "24", "10", "6"],
            ["Which fraction is the smallest?", "2/9", "2/5", "2/7", "2/3"],
            [
              "Cross-multiplying to compare 4/7 and 3/5 gives 20 and 21. What does this tell us?",
              "4/7 is less than 3/5",
              "4/7 is greater than 3/5",
              "They are equal",
              "Both are greater than 1",
            ],
            ["Like fractions are fractions that have the same…", "denominator", "numerator", "value", "whole-number part"],
          ],
        ),
        lecture(
          "Adding and subtracting fractions",
          videos.fractions,
          "Adding and subtracting like and unlike fractions and mixed numbers, with word problems from the kitchen and the playground.",
          [
            ["What is 2/9 + 5/9?", "7/9", "7/18", "10/9", "3/9"],
            ["What is 1/2 + 1/3?", "5/6", "2/5", "1/5", "2/6"],
            ["What is 3/4 − 1/8?", "5/8", "2/4", "1/2", "2/8"],
            ["Riya ate 1/4 of a pizza and her brother ate 2/4. How much of the pizza is left?", "1/4", "3/4", "1/2", "2/8"],
            ["What is 1 1/2 + 2 1/4?", "3 3/4", "3 2/6", "3 1/4", "4 1/4"],
          ],
        ),
      ],
    },
    {
      name: "Decimals",
      contents: [
        lecture(
          "Tenths, hundredths and place value",
          videos.fractions,
          "Writing fractions with denominators 10 and 100 as decimals, reading place value, and converting rupees and paise.",
          [
            ["How is 7/10 written as a decimal?", "0.7", "7.10", "0.07", "7.0"],
            ["In 34.56, what is the place value of the digit 5?", "5 tenths", "5 ones", "5 hundredths", "5 tens"],
            ["Which decimal is equal to 3/100?", "0.03", "0.3", "3.00", "0.003"],
            ["How many rupees is 250 paise?", "₹2.50", "₹25.00", "₹0.25", "₹250"],
            ["Which is the largest number?", "0.8", "0.75", "0.08", "0.789"],
          ],
        ),
        game(
          "Fraction Builder challenge",
          games.fractionBuilder(6),
          "Build each target fraction by shading the right number of equal parts. Ten rounds with instant feedback.",
          [
            ["How many of 8 equal parts must be shaded to show 3/4?", "6", "3", "4", "8"],
            ["Shading 5 out of 10 equal parts shows which fraction in lowest terms?", "1/2", "5/1", "1/5", "2/5"],
          ],
        ),
      ],
    },
  ],
};

export const grade8Algebra: CatalogueCourse = {
  name: "Grade 8 Mathematics: Rational Numbers and Linear Equations",
  description:
    "Rational numbers and their properties, then linear equations in one variable: solving them step by step and turning everyday word problems into equations you can solve and check.",
  grade: "Grade 8",
  board: "CBSE",
  teacher,
  status: 3,
  price: "0",
  language: "English",
  instructorName: "Kavya Iyer",
  img: "/img/courses/maths-algebra.svg",
  chapters: [
    {
      name: "Rational Numbers",
      contents: [
        lecture(
          "What makes a number rational",
          videos.equations,
          "Numbers of the form p/q with q ≠ 0, where integers and fractions fit in, and writing a rational number in standard form.",
          [
            ["A rational number can be written as p/q, where p and q are integers and…", "q is not zero", "p is not zero", "p is greater than q", "q is even"],
            ["Which of these is NOT a rational number?", "√2", "−5", "0.75", "3/8"],
            ["What is the standard form of −18/24?", "−3/4", "−9/12", "3/−4", "−6/8"],
            ["Which number is its own additive inverse?", "0", "1", "−1", "1/2"],
            [
              "Is 0 a rational number?",
              "Yes, because 0 = 0/1",
              "No, because it has no denominator",
              "Only when written as 0/0",
              "No, only positive numbers are rational",
            ],
          ],
        ),
        animated(
          "Properties of rational numbers",
          videos.equations,
          "Closure, commutativity, associativity, identities, inverses and the distributive law, shown with animated number tiles.",
          [
            [
              "Which property says a + b = b + a for rational numbers?",
              "Commutative property of addition",
              "Associative property of addition",
              "Distributive property",
              "Closure property",
            ],
            [
              "Rational numbers are NOT closed under which operation?",
              "Division, because division by zero is not defined",
              "Addition",
              "Subtraction",
              "Multiplication",
            ],
            ["What is the multiplicative inverse (reciprocal) of −5/7?", "−7/5", "7/5", "5/7", "−5/7"],
            ["Which statement shows the distributive property?", "a × (b + c) = a × b + a × c", "a + (b + c) = (a + b) + c", "a × b = b × a", "a + 0 = a"],
            ["What is the multiplicative identity for rational numbers?", "1", "0", "−1", "The number itself"],
          ],
        ),
        lecture(
          "Rational numbers between two numbers",
          videos.equations,
          "Why there are infinitely many rational numbers between any two of them, and two ways to find some: the mean and equivalent fractions.",
          [
            ["How many rational numbers lie between 1/3 and 1/2?", "Infinitely many", "None", "Exactly one", "Exactly five"],
            ["What is the mean of 1/4 and 1/2?", "3/8", "2/6", "1/3", "3/4"],
            ["Which of these lies between 0 and 1/2?", "2/5", "3/5", "5/8", "1"],
            [
              "Writing 3/5 and 4/5 as 30/50 and 40/50 helps us to…",
              "list rational numbers between them",
              "add them",
              "find their product",
              "change their sign",
            ],
            ["On the number line, where does −3/4 lie?", "Between −1 and 0", "Between 0 and 1", "Between −2 and −1", "Exactly at −3"],
          ],
        ),
      ],
    },
    {
      name: "Linear Equations in One Variable",
      contents: [
        lecture(
          "Solving equations with the balance method",
          videos.equations,
          "Doing the same thing to both sides, transposing terms, and checking the answer by substituting it back.",
          [
            ["Solve: x + 7 = 15", "x = 8", "x = 22", "x = −8", "x = 7/15"],
            ["Solve: 3x = 27", "x = 9", "x = 24", "x = 30", "x = 81"],
            ["Solve: 2x − 5 = 11", "x = 8", "x = 3", "x = 6", "x = 16"],
            ["Solve: x/4 + 3 = 5", "x = 8", "x = 2", "x = 32", "x = 1/2"],
            ["When a term is transposed from one side of an equation to the other, its sign…", "changes", "stays the same", "becomes zero", "is doubled"],
          ],
        ),
        lecture(
          "Variables on both sides",
          videos.equations,
          "Collecting the variable terms on one side and the constants on the other, and clearing fractions by multiplying by the LCM.",
          [
            ["Solve: 5x − 3 = 2x + 9", "x = 4", "x = 2", "x = 6", "x = 12/7"],
            ["Solve: 3(x − 2) = 12", "x = 6", "x = 4", "x = 14/3", "x = 2"],
            ["Solve: (x + 1)/3 = (x − 1)/2", "x = 5", "x = 1", "x = −5", "x = 3"],
            ["To clear the fractions in x/2 + x/3 = 10, multiply both sides by", "6", "5", "2", "3"],
            ["Solve: x/2 + x/3 = 10", "x = 12", "x = 6", "x = 60", "x = 2"],
          ],
        ),
      ],
    },
    {
      name: "Equations in Real Life",
      contents: [
        lecture(
          "Word problems with linear equations",
          videos.equations,
          "Turning ages, perimeters and consecutive numbers into equations, solving them, and answering the question in words.",
          [
            ["The sum of two consecutive numbers is 41. What are the numbers?", "20 and 21", "19 and 22", "21 and 22", "20 and 22"],
            ["A rectangle's length is 3 cm more than its breadth and its perimeter is 26 cm. What is its breadth?", "5 cm", "8 cm", "10 cm", "6.5 cm"],
            [
              "Aman is 3 times as old as his son. In 10 years the sum of their ages will be 60. How old is the son now?",
              "10 years",
              "15 years",
              "20 years",
              "30 years",
            ],
            ["Twice a number decreased by 7 is 25. What is the number?", "16", "9", "18", "32"],
            ["The perimeter of a square is 48 m. Which equation gives its side s?", "4s = 48", "s² = 48", "2s = 48", "s + 4 = 48"],
          ],
        ),
        game(
          "Arithmetic Race: Grade 8",
          games.arithmeticRace(8),
          "Sixty seconds of integer and fraction sums. Answer as many as you can, then try to beat your score.",
          [["What is −3/4 + 1/2?", "−1/4", "1/4", "−5/4", "−2/6"]],
        ),
      ],
    },
  ],
};

export const grade9Polynomials: CatalogueCourse = {
  name: "Grade 9 Mathematics: Polynomials and Coordinate Geometry",
  description:
    "Degrees, zeroes and factors of polynomials, the remainder and factor theorems, the algebraic identities every exam expects, and a first look at the Cartesian plane.",
  grade: "Grade 9",
  board: "ICSE",
  teacher,
  status: 3,
  price: "499",
  currency: "RS",
  language: "English",
  instructorName: "Kavya Iyer",
  img: "/img/courses/maths-polynomials.svg",
  chapters: [
    {
      name: "Polynomials",
      contents: [
        lecture(
          "Polynomials, degree and terms",
          videos.equations,
          "Monomials, binomials and trinomials, the degree of a polynomial, and reading off the coefficient of each term.",
          [
            ["What is the degree of 4x³ − 2x² + x − 9?", "3", "4", "2", "9"],
            ["Which of these is a binomial?", "x² − 16", "7x", "x² + 2x + 1", "5"],
            ["What is the coefficient of x² in 3x³ − 5x² + 7?", "−5", "5", "3", "7"],
            ["Which expression is NOT a polynomial?", "x + 1/x", "2x² + 3", "√5·x", "x⁴ − 1"],
            ["A polynomial of degree 1 is called", "linear", "quadratic", "cubic", "constant"],
          ],
        ),
        animated(
          "Zeroes of a polynomial",
          videos.equations,
          "Animated graphs show where a polynomial meets the x-axis, and what that tells us about its zeroes.",
          [
            ["What is the zero of p(x) = 2x − 6?", "3", "−3", "6", "2"],
            ["If p(x) = x² − 4, what is p(3)?", "5", "13", "−1", "9"],
            ["Which values are the zeroes of x² − 9?", "3 and −3", "9 and −9", "3 only", "0 and 9"],
            [
              "A zero of a polynomial is where its graph…",
              "crosses or touches the x-axis",
              "crosses the y-axis",
              "reaches its highest point",
              "runs parallel to the x-axis",
            ],
            ["How many zeroes does a linear polynomial ax + b (with a ≠ 0) have?", "Exactly one", "None", "Two", "Infinitely many"],
          ],
        ),
      ],
    },
    {
      name: "Factorisation and Identities",
      contents: [
        lecture(
          "The remainder and factor theorems",
          videos.equations,
          "Finding a remainder without long division, and using the factor theorem to test and find factors.",
          [
            ["What is the remainder when x³ + 2x − 1 is divided by (x − 1)?", "2", "0", "1", "−2"],
            ["(x − a) is a factor of p(x) exactly when", "p(a) = 0", "p(0) = a", "p(−a) = 0", "p(a) = a"],
            [
              "Is (x + 2) a factor of x² + 5x + 6?",
              "Yes, because p(−2) = 0",
              "No, because p(2) = 20",
              "Yes, because p(2) = 0",
              "No, because the constant term is 6",
            ],
            ["What is the remainder when x² − 3x + 5 is divided by (x − 2)?", "3", "1", "5", "−3"],
            ["Factorise: x² + 7x + 12", "(x + 3)(x + 4)", "(x + 2)(x + 6)", "(x + 1)(x + 12)", "(x − 3)(x − 4)"],
          ],
        ),
        lecture("Algebraic identities", videos.equations, "(a + b)², (a − b)², a² − b² and their use in factorising and in quick mental arithmetic.", [
          ["(a + b)² equals", "a² + 2ab + b²", "a² + b²", "a² + ab + b²", "2a + 2b"],
          ["Using a² − b² = (a + b)(a − b), what is 103 × 97?", "9991", "9999", "10000", "9997"],
          ["Expand (x − 4)²", "x² − 8x + 16", "x² − 16", "x² + 8x + 16", "x² − 4x + 16"],
          ["What is 99², using (a − b)² with a = 100 and b = 1?", "9801", "9901", "9800", "9999"],
          ["Factorise: 9x² − 25", "(3x + 5)(3x − 5)", "(9x + 5)(x − 5)", "(3x − 5)²", "(3x + 25)(3x − 1)"],
        ]),
      ],
    },
    {
      name: "Coordinate Geometry",
      contents: [
        lecture(
          "The Cartesian plane",
          videos.equations,
          "Axes, origin, quadrants and plotting points: the language of every graph you will meet from now on.",
          [
            ["What are the coordinates of the origin?", "(0, 0)", "(1, 1)", "(0, 1)", "(1, 0)"],
            ["In which quadrant does the point (−3, 5) lie?", "Second quadrant", "First quadrant", "Third quadrant", "Fourth quadrant"],
            ["A point on the x-axis always has", "y-coordinate 0", "x-coordinate 0", "equal coordinates", "negative coordinates"],
            ["The x-coordinate of a point is also called its", "abscissa", "ordinate", "origin", "quadrant"],
            ["How far is the point (4, −7) from the x-axis?", "7 units", "4 units", "11 units", "−7 units"],
          ],
        ),
        game(
          "Arithmetic Race: Grade 9",
          games.arithmeticRace(9),
          "A 60-second race through negative numbers, squares and mixed operations: warm-up practice for algebra.",
        ),
      ],
    },
  ],
};

export const grade11Trigonometry: CatalogueCourse = {
  name: "Grade 11 Mathematics: Trigonometric Functions",
  description:
    "From degrees to radians, the unit circle and the six trigonometric functions, to their signs, periods and the compound-angle identities used throughout calculus and physics.",
  grade: "Grade 11",
  board: "ICSE",
  teacher,
  status: 3,
  img: "/img/courses/maths-trigonometry.svg",
  chapters: [
    {
      name: "Angles and Their Measure",
      contents: [
        lecture(
          "Degrees and radians",
          videos.equations,
          "Measuring angles in radians, converting between degrees and radians, and the arc-length relation l = rθ.",
          [
            ["How many radians make 180°?", "π", "2π", "π/2", "180"],
            ["What is 60° in radians?", "π/3", "π/6", "π/4", "2π/3"],
            ["What is 3π/4 radians in degrees?", "135°", "120°", "150°", "270°"],
            [
              "One radian is the angle at the centre made by an arc whose length equals",
              "the radius",
              "the diameter",
              "the circumference",
              "a quarter of the circle",
            ],
            ["An arc of length 10 cm subtends 2 radians at the centre. What is the radius?", "5 cm", "20 cm", "10 cm", "2.5 cm"],
          ],
        ),
        animated(
          "The unit circle",
          videos.equations,
          "A point travels round the unit circle, and its coordinates trace out cos θ and sin θ as the angle grows.",
          [
            ["On the unit circle, the point at angle θ has coordinates", "(cos θ, sin θ)", "(sin θ, cos θ)", "(tan θ, 1)", "(θ, sin θ)"],
            ["What is sin 90°?", "1", "0", "−1", "1/2"],
            ["What is cos 180°?", "−1", "0", "1", "1/2"],
            ["In which quadrant are both sine and cosine negative?", "Third quadrant", "First quadrant", "Second quadrant", "Fourth quadrant"],
            ["For every angle θ, sin²θ + cos²θ equals", "1", "0", "2", "tan θ"],
          ],
        ),
      ],
    },
    {
      name: "Trigonometric Functions",
      contents: [
        lecture(
          "Values at standard angles",
          videos.equations,
          "The values of sine, cosine and tangent at 0°, 30°, 45°, 60° and 90°, and a quick way to remember them.",
          [
            ["What is sin 30°?", "1/2", "√3/2", "1/√2", "1"],
            ["What is tan 45°?", "1", "0", "√3", "1/√3"],
            ["What is cos 60°?", "1/2", "√3/2", "0", "1"],
            ["What is tan 60°?", "√3", "1/√3", "1", "√3/2"],
            ["What is sec 0°?", "1", "0", "Not defined", "−1"],
          ],
        ),
        lecture(
          "Signs, domains and periods",
          videos.equations,
          "Where each function is positive, where tangent and secant are undefined, and why sine and cosine repeat every 2π.",
          [
            ["What is the period of sin x?", "2π", "π", "π/2", "4π"],
            ["What is the period of tan x?", "π", "2π", "π/2", "π/4"],
            ["What is the range of cos x?", "−1 ≤ y ≤ 1", "All real numbers", "0 ≤ y ≤ 1", "y ≥ 1"],
            ["tan x is not defined at", "x = π/2", "x = 0", "x = π", "x = π/4"],
            ["sin(−x) is equal to", "−sin x", "sin x", "cos x", "−cos x"],
          ],
        ),
      ],
    },
    {
      name: "Trigonometric Identities",
      contents: [
        lecture(
          "Compound and double angles",
          videos.equations,
          "The formulas for sin(A ± B) and cos(A ± B), and the double-angle formulas that follow from them.",
          [
            ["sin(A + B) equals", "sin A cos B + cos A sin B", "sin A + sin B", "sin A sin B − cos A cos B", "cos A cos B + sin A sin B"],
            ["cos(A + B) equals", "cos A cos B − sin A sin B", "cos A cos B + sin A sin B", "cos A + cos B", "sin A cos B − cos A sin B"],
            ["Using sin(45° + 30°), what is sin 75°?", "(√6 + √2)/4", "(√6 − √2)/4", "√3/2", "(√3 + 1)/2"],
            ["sin 2A equals", "2 sin A cos A", "2 sin A", "sin²A − cos²A", "sin A cos A"],
            ["cos 2A can be written as", "1 − 2 sin²A", "2 sin²A − 1", "1 + 2 sin²A", "2 cos A"],
          ],
        ),
        game(
          "Arithmetic Race: Grade 11",
          games.arithmeticRace(11),
          "Keep your mental arithmetic sharp for trigonometry: 60 seconds of larger products, squares and roots.",
        ),
      ],
    },
  ],
};
