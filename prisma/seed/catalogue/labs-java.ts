// Java labs (/JavaCoder?lab_id=…): every cell is a complete program with a public class Main.
import type { LabSeed } from "../types";

export const javaFoundationsLab: LabSeed = {
  labId: 5,
  title: "Java Foundations: Output and Variables",
  language: "java",
  cells: [
    {
      preText: "Your first Java program. Every Java program starts in main. Press Compile & Run, then change the name and grade and run it again.",
      code: `public class Main {
    public static void main(String[] args) {
        String name = "Meera";
        int grade = 9;
        double height = 1.52;

        System.out.println("Hello, " + name + "!");
        System.out.println("You are in Grade " + grade + ".");
        System.out.printf("Your height is %.2f m%n", height);
    }
}
`,
    },
    {
      preText: "Arithmetic and types. Integer division drops the remainder; use a double when you need decimals. Predict each line before you run the program.",
      code: `public class Main {
    public static void main(String[] args) {
        int a = 17;
        int b = 5;
        System.out.println("a / b = " + (a / b));
        System.out.println("a % b = " + (a % b));
        System.out.println("a / 5.0 = " + (a / 5.0));

        double radius = 7;
        double area = Math.PI * radius * radius;
        System.out.printf("Area of a circle of radius %.0f cm: %.2f sq cm%n", radius, area);
    }
}
`,
      expectedOutput: "a / b = 3\na % b = 2\na / 5.0 = 3.4\nArea of a circle of radius 7 cm: 153.94 sq cm\n",
    },
    {
      preText: "Working with strings. Try length(), toUpperCase(), charAt() and contains(). Then print your own name backwards using a loop.",
      code: `public class Main {
    public static void main(String[] args) {
        String city = "Pune";
        System.out.println(city + " has " + city.length() + " letters");
        System.out.println("Shouted: " + city.toUpperCase());
        System.out.println("First letter: " + city.charAt(0));
        System.out.println("Contains 'un'? " + city.contains("un"));

        String reversed = "";
        for (int i = city.length() - 1; i >= 0; i--) {
            reversed += city.charAt(i);
        }
        System.out.println("Backwards: " + reversed);
    }
}
`,
    },
  ],
};

export const javaControlFlowLab: LabSeed = {
  labId: 6,
  title: "Java Control Flow: Decisions and Loops",
  language: "java",
  cells: [
    {
      preText: "if / else if / else. The program grades a list of marks. Add a new band for marks of 95 and above.",
      code: `public class Main {
    static String grade(int marks) {
        if (marks >= 90) {
            return "A1";
        } else if (marks >= 75) {
            return "A2";
        } else if (marks >= 60) {
            return "B";
        } else if (marks >= 40) {
            return "C";
        }
        return "Not passed yet";
    }

    public static void main(String[] args) {
        int[] marks = {96, 81, 67, 45, 32};
        for (int m : marks) {
            System.out.println(m + " -> " + grade(m));
        }
    }
}
`,
    },
    {
      preText: "for loops. Print the multiplication table of 7. Then change the program to print the tables of 2 to 5 using a loop inside a loop.",
      code: `public class Main {
    public static void main(String[] args) {
        int n = 7;
        for (int i = 1; i <= 10; i++) {
            System.out.println(n + " x " + i + " = " + (n * i));
        }
    }
}
`,
    },
    {
      preText: "while loops and methods. isPrime tests divisors up to the square root. Use it to list the prime numbers below 50, then count them.",
      code: `public class Main {
    static boolean isPrime(int n) {
        if (n < 2) {
            return false;
        }
        int d = 2;
        while (d * d <= n) {
            if (n % d == 0) {
                return false;
            }
            d++;
        }
        return true;
    }

    public static void main(String[] args) {
        StringBuilder primes = new StringBuilder();
        for (int n = 2; n < 50; n++) {
            if (isPrime(n)) {
                primes.append(n).append(' ');
            }
        }
        System.out.println("Primes below 50: " + primes.toString().trim());
    }
}
`,
    },
  ],
};
