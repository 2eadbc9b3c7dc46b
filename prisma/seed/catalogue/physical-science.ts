// School science: nutrition (Grade 6), force and pressure (Grade 8), light (Grade 10).
import { animated, game, games, lecture, videos, type CatalogueCourse } from "./build";

const teacher = "mr.rahul.menon";

export const grade6Nutrition: CatalogueCourse = {
  name: "Grade 6 Science: Food, Nutrition and Health",
  description:
    "What our food is made of, how the body uses each nutrient, how to plan a balanced plate, which diseases a poor diet causes, and how to keep food safe.",
  grade: "Grade 6",
  board: "ICSE",
  teacher,
  status: 3,
  price: "0",
  language: "English",
  instructorName: "Rahul Menon",
  img: "/img/courses/science-nutrition.svg",
  chapters: [
    {
      name: "What Our Food Contains",
      contents: [
        lecture(
          "Nutrients and their sources",
          videos.nutrition,
          "Carbohydrates, proteins, fats, vitamins and minerals: which foods give us each one, and simple tests to detect starch, protein and fat.",
          [
            ["Which nutrient is the body's main source of energy?", "Carbohydrates", "Vitamins", "Minerals", "Water"],
            ["Which food is rich in protein?", "Lentils (dal)", "Rice", "Sugar", "Butter"],
            [
              "How do we test a food sample for starch?",
              "A few drops of iodine solution turn it blue-black",
              "Copper sulphate turns it violet",
              "It leaves an oily patch on paper",
              "Lime water turns milky",
            ],
            ["Fats give us", "more energy per gram than carbohydrates", "no energy at all", "only vitamins", "mainly roughage"],
            [
              "Why do we need roughage (dietary fibre)?",
              "It helps the body get rid of undigested food",
              "It gives the most energy",
              "It builds muscles",
              "It carries oxygen in the blood",
            ],
          ],
        ),
        animated(
          "How the body uses food",
          videos.nutrition,
          "An animated journey of a school lunch: which nutrients give energy, which build the body and which protect it.",
          [
            ["Nutrients that help build and repair the body are mainly", "proteins", "carbohydrates", "fats", "fibre"],
            [
              "Vitamins and minerals are called protective foods because they",
              "protect the body from diseases",
              "give a lot of energy",
              "make food tasty",
              "store fat",
            ],
            ["Roughly how much of the human body is water?", "About two-thirds", "About one-tenth", "About one-half", "Almost all of it"],
            ["Which mineral is needed for strong bones and teeth?", "Calcium", "Iron", "Iodine", "Sodium"],
            ["Iron in our diet is needed to", "make haemoglobin in the blood", "make bones strong", "see in dim light", "digest fats"],
          ],
        ),
      ],
    },
    {
      name: "A Balanced Diet",
      contents: [
        lecture(
          "Planning a balanced plate",
          videos.nutrition,
          "What a balanced diet is, how to build one from everyday Indian meals, and why cooking methods matter.",
          [
            [
              "A balanced diet contains",
              "all nutrients in the right amounts, plus roughage and water",
              "only proteins and fats",
              "as much food as possible",
              "only fruits and vegetables",
            ],
            [
              "Which meal is closest to balanced?",
              "Roti, dal, green vegetables, curd and a fruit",
              "Chips, cola and a pastry",
              "Plain rice only",
              "Butter toast and tea",
            ],
            ["Eating too much fatty and sugary food regularly can lead to", "obesity", "night blindness", "scurvy", "goitre"],
            ["Overcooking vegetables and throwing away the cooking water mainly wastes", "vitamins", "roughage", "carbohydrates", "fats"],
            [
              "Why do growing children need plenty of protein?",
              "Their bodies are building new tissues",
              "They need less energy",
              "Protein prevents all diseases",
              "Protein replaces water",
            ],
          ],
        ),
        lecture(
          "Deficiency diseases",
          videos.nutrition,
          "What happens when a diet lacks a vitamin or mineral for a long time: scurvy, rickets, goitre, night blindness and anaemia.",
          [
            ["A lack of vitamin C causes", "scurvy (bleeding gums)", "rickets", "night blindness", "goitre"],
            ["A lack of vitamin D can cause", "rickets (soft, bent bones)", "scurvy", "beriberi", "anaemia"],
            ["Goitre is caused by a lack of", "iodine", "iron", "calcium", "vitamin A"],
            ["Night blindness is caused by a lack of", "vitamin A", "vitamin B1", "vitamin C", "vitamin K"],
            ["Anaemia, which makes a person tired and pale, is often caused by a lack of", "iron", "iodine", "vitamin D", "fat"],
          ],
        ),
      ],
    },
    {
      name: "Food Safety and Hygiene",
      contents: [
        lecture(
          "Keeping food safe",
          videos.nutrition,
          "How microbes spoil food, and the kitchen habits and preservation methods that keep a family's food safe.",
          [
            [
              "Why should raw and cooked food be kept apart?",
              "To stop germs passing from raw to cooked food",
              "To make food cook faster",
              "To keep vitamins in raw food",
              "So that food stays warm",
            ],
            [
              "A refrigerator slows food spoilage because",
              "microbes grow slowly at low temperatures",
              "cold kills all microbes",
              "it removes all water from food",
              "it adds preservatives",
            ],
            ["Which habit matters most before eating?", "Washing hands with soap", "Drinking cold water", "Eating dessert first", "Skipping breakfast"],
            [
              "Salt helps preserve pickles because",
              "it draws water out and stops microbes growing",
              "it adds vitamins",
              "it makes them sweet",
              "it adds protein",
            ],
            [
              "Which is a sign that food has spoiled?",
              "A sour smell and a change in colour",
              "It is at room temperature",
              "It has been cooked",
              "It is kept in a steel box",
            ],
          ],
        ),
        game(
          "Nutrition term match",
          games.termMatch("nutrition"),
          "Match each nutrient and disease to what it does or what causes it. Beat the clock with as few mistakes as possible.",
          [["Which nutrient does the iodine test detect?", "Starch", "Protein", "Fat", "Vitamin C"]],
        ),
      ],
    },
  ],
};

export const grade8Force: CatalogueCourse = {
  name: "Grade 8 Science: Force, Pressure and Friction",
  description:
    "Pushes and pulls, contact and non-contact forces, pressure in solids, liquids and air, and friction: why we need it, when we fight it, and how shapes beat drag.",
  grade: "Grade 8",
  board: "CBSE",
  teacher,
  status: 3,
  price: "0",
  language: "English",
  instructorName: "Rahul Menon",
  img: "/img/courses/science-force.svg",
  chapters: [
    {
      name: "Force: A Push or a Pull",
      contents: [
        lecture(
          "What a force can do",
          videos.force,
          "A force can start or stop motion, change speed or direction, and change shape. Net force when several forces act together.",
          [
            [
              "A force is best described as",
              "a push or a pull on an object",
              "the weight of an object",
              "the speed of an object",
              "the energy stored in an object",
            ],
            [
              "Which of these can a force NOT do?",
              "Change the mass of an object",
              "Change the speed of an object",
              "Change the direction of motion",
              "Change the shape of an object",
            ],
            ["What is the SI unit of force?", "newton", "pascal", "joule", "kilogram"],
            [
              "Forces of 5 N and 3 N act on a box in opposite directions. What is the net force?",
              "2 N in the direction of the 5 N force",
              "8 N",
              "15 N",
              "0 N",
            ],
            ["When you squeeze a lump of dough, the force changes its", "shape", "mass", "colour", "temperature"],
          ],
        ),
        animated(
          "Contact and non-contact forces",
          videos.force,
          "Muscular force and friction need touch; magnetic, electrostatic and gravitational forces act across a gap. See each one animated.",
          [
            ["Which of these is a non-contact force?", "Magnetic force", "Muscular force", "Friction", "The push of your hand on a door"],
            ["The force that pulls objects towards the Earth is", "gravitational force", "electrostatic force", "magnetic force", "muscular force"],
            ["A comb rubbed on dry hair picks up bits of paper because of", "electrostatic force", "magnetic force", "friction", "muscular force"],
            ["Muscular force is an example of a", "contact force", "non-contact force", "magnetic force", "gravitational force"],
            [
              "A magnet pulls an iron pin from a short distance away. This shows that magnetic force",
              "can act without contact",
              "needs contact",
              "only repels",
              "acts only on plastic",
            ],
          ],
        ),
      ],
    },
    {
      name: "Pressure",
      contents: [
        lecture(
          "Force on an area",
          videos.force,
          "Pressure = force ÷ area: why knives are sharp, why bag straps are wide, and how to calculate pressure in pascals.",
          [
            ["Pressure is defined as", "force per unit area", "force × area", "mass per unit volume", "area per unit force"],
            ["What is the SI unit of pressure?", "pascal (Pa)", "newton (N)", "joule (J)", "watt (W)"],
            [
              "Why does a sharp knife cut better than a blunt one?",
              "The force acts on a smaller area, giving more pressure",
              "A sharp knife is heavier",
              "A sharp edge has more friction",
              "A sharp edge reduces the force",
            ],
            ["A force of 100 N acts on an area of 2 m². What is the pressure?", "50 Pa", "200 Pa", "102 Pa", "98 Pa"],
            [
              "Why do school bags have wide straps?",
              "To spread the weight over a larger area and reduce pressure",
              "To make the bag lighter",
              "To increase the pressure on the shoulders",
              "To look stylish",
            ],
          ],
        ),
        lecture(
          "Pressure in liquids and gases",
          videos.force,
          "Liquids press on the walls of their container and pressure grows with depth; the air around us presses on everything too.",
          [
            [
              "Water spurts out farthest from the lowest hole in a bottle because",
              "liquid pressure increases with depth",
              "water is heavier at the top",
              "air pushes harder at the bottom",
              "the bottle is thinner there",
            ],
            [
              "Why are dam walls made thicker at the bottom?",
              "Water pressure is greatest at the bottom",
              "To save material",
              "Water is lighter at the bottom",
              "To stop fish escaping",
            ],
            [
              "A balloon stays inflated because",
              "the air inside exerts pressure on its walls",
              "rubber is stronger than air",
              "there is a vacuum inside",
              "gravity pulls the walls out",
            ],
            ["Atmospheric pressure is caused by", "the weight of the air above us", "the heat of the Sun", "the rotation of the Earth", "clouds pressing down"],
            [
              "A rubber sucker sticks to a smooth wall because",
              "the air pressure outside is greater than inside",
              "the wall is magnetic",
              "rubber is sticky",
              "friction pulls it in",
            ],
          ],
        ),
      ],
    },
    {
      name: "Friction",
      contents: [
        lecture(
          "Friction: a necessary evil",
          videos.force,
          "Where friction comes from, static, sliding and rolling friction, and the ways we increase or reduce it.",
          [
            ["Friction always acts", "opposite to the direction of motion", "in the direction of motion", "upwards", "at right angles to the surface"],
            ["On which surface does a rolling ball stop soonest?", "A rough carpet", "Polished glass", "A smooth tiled floor", "Ice"],
            ["Which kind of friction is the smallest?", "Rolling friction", "Sliding friction", "Static friction", "They are always equal"],
            [
              "Which of these reduces friction?",
              "Using ball bearings and lubricants",
              "Putting treads on tyres",
              "Sprinkling sand on a wet floor",
              "Wearing shoes with spiked soles",
            ],
            [
              "Why does a matchstick catch fire when struck on the box?",
              "Friction produces heat",
              "Air pressure ignites it",
              "Magnetic force lights it",
              "Gravity pulls the flame out",
            ],
          ],
        ),
        lecture(
          "Fluid friction and streamlined shapes",
          videos.force,
          "Air and water resist motion too. Why birds, fish, boats and aeroplanes share the same streamlined shape.",
          [
            ["The friction exerted by fluids is also called", "drag", "lift", "thrust", "tension"],
            ["Birds, fish and aeroplanes have streamlined bodies to", "reduce drag", "increase drag", "increase their weight", "float without moving"],
            [
              "Fluid friction on an object depends on",
              "its speed, its shape and the nature of the fluid",
              "only its colour",
              "only its mass",
              "only its temperature",
            ],
            ["Which shape moves through water with the least drag?", "A pointed, streamlined shape", "A flat square plate", "A cube", "An open umbrella"],
            ["A parachute works because it", "increases air resistance", "reduces air resistance", "reduces gravity", "reduces the mass of the diver"],
          ],
        ),
        game("Force and pressure term match", games.termMatch("physics"), "Match each physics term to its meaning before the timer runs out.", [
          ["Which word means friction exerted by a fluid?", "Drag", "Thrust", "Weight", "Pascal"],
        ]),
      ],
    },
  ],
};

export const grade10Light: CatalogueCourse = {
  name: "Grade 10 Physics: Light — Reflection and Refraction",
  description:
    "The laws of reflection, images in plane and spherical mirrors, the mirror and lens formulas, refractive index and lenses, with board-exam style practice throughout.",
  grade: "Grade 10",
  board: "CBSE",
  teacher,
  status: 3,
  price: "499",
  currency: "RS",
  instructorName: "Rahul Menon",
  img: "/img/courses/physics-light.svg",
  chapters: [
    {
      name: "Reflection of Light",
      contents: [
        lecture("Laws of reflection", videos.light, "The two laws of reflection and the image formed by a plane mirror, explained with ray diagrams.", [
          [
            "According to the laws of reflection, the angle of incidence is",
            "equal to the angle of reflection",
            "greater than the angle of reflection",
            "always 90°",
            "half the angle of reflection",
          ],
          ["The incident ray, the reflected ray and the normal all lie", "in the same plane", "in different planes", "along one line", "behind the mirror"],
          ["A ray strikes a plane mirror at 30° to the normal. What is the angle of reflection?", "30°", "60°", "90°", "15°"],
          [
            "The image formed by a plane mirror is",
            "virtual, erect and the same size as the object",
            "real and inverted",
            "virtual and magnified",
            "real and diminished",
          ],
          [
            "The normal at a point on a mirror is",
            "perpendicular to the mirror at that point",
            "parallel to the mirror",
            "the reflected ray",
            "at 45° to the mirror",
          ],
        ]),
        animated(
          "Spherical mirrors and ray diagrams",
          videos.light,
          "Concave and convex mirrors, their focus and centre of curvature, and the special rays used to draw every image.",
          [
            ["For a spherical mirror, the focal length f and the radius of curvature R are related by", "f = R/2", "f = 2R", "f = R", "f = R²"],
            ["Which mirror is used as a rear-view mirror in vehicles?", "Convex mirror", "Concave mirror", "Plane mirror", "Cylindrical mirror"],
            [
              "A ray parallel to the principal axis, after reflection from a concave mirror,",
              "passes through the principal focus",
              "passes through the centre of curvature",
              "goes back along itself",
              "travels parallel to the axis",
            ],
            [
              "Which mirror is used in torches and headlights to make a parallel beam?",
              "Concave mirror",
              "Convex mirror",
              "Plane mirror",
              "A pair of plane mirrors",
            ],
            [
              "A convex mirror always forms an image that is",
              "virtual, erect and diminished",
              "real and inverted",
              "virtual and magnified",
              "real and the same size",
            ],
          ],
        ),
        lecture("The mirror formula", videos.light, "The New Cartesian sign convention, the mirror formula 1/v + 1/u = 1/f, and magnification.", [
          ["The mirror formula is", "1/v + 1/u = 1/f", "v + u = f", "1/v − 1/u = 1/f", "v/u = f"],
          ["The magnification produced by a mirror is m =", "−v/u", "v/u", "u/v", "f/u"],
          [
            "In the New Cartesian sign convention, distances measured against the direction of the incident light are",
            "negative",
            "positive",
            "always zero",
            "measured in degrees",
          ],
          ["A concave mirror has a focal length of −15 cm. What is its radius of curvature?", "−30 cm", "−7.5 cm", "−15 cm", "+30 cm"],
          ["A negative magnification means the image is", "real and inverted", "virtual and erect", "magnified", "at infinity"],
        ]),
      ],
    },
    {
      name: "Refraction of Light",
      contents: [
        lecture("Why light bends", videos.light, "Refraction at the boundary of two media, bending towards or away from the normal, and refractive index.", [
          ["Refraction is the bending of light when it", "passes from one medium into another", "hits a mirror", "travels in a vacuum", "is absorbed"],
          ["When light travels from air into glass, it bends", "towards the normal", "away from the normal", "along the surface", "back into the air"],
          [
            "The refractive index of a medium is",
            "the speed of light in vacuum ÷ the speed of light in the medium",
            "the speed in the medium ÷ the speed in vacuum",
            "the angle of incidence − the angle of refraction",
            "the thickness of the medium",
          ],
          [
            "The refractive index of glass is about 1.5. How fast does light travel in glass?",
            "About 2 × 10⁸ m/s",
            "About 3 × 10⁸ m/s",
            "About 4.5 × 10⁸ m/s",
            "About 1.5 × 10⁸ m/s",
          ],
          ["A pencil in a glass of water looks bent at the surface because of", "refraction", "reflection", "dispersion", "scattering"],
        ]),
        lecture(
          "Lenses and the lens formula",
          videos.light,
          "Convex and concave lenses, the lens formula 1/v − 1/u = 1/f, and the power of a lens in dioptres.",
          [
            ["A convex lens is also called a", "converging lens", "diverging lens", "plane lens", "prism"],
            ["The lens formula is", "1/v − 1/u = 1/f", "1/v + 1/u = 1/f", "v − u = f", "u/v = f"],
            ["What is the power of a convex lens of focal length 0.5 m?", "+2 D", "+0.5 D", "−2 D", "+5 D"],
            ["The SI unit of the power of a lens is the", "dioptre", "metre", "watt", "lux"],
            [
              "A concave lens always forms an image that is",
              "virtual, erect and diminished",
              "real and inverted",
              "real and magnified",
              "virtual and magnified",
            ],
          ],
        ),
      ],
    },
    {
      name: "Light Around Us",
      contents: [
        lecture(
          "Mirrors and lenses in everyday life",
          videos.light,
          "Shallow-looking pools, dentists' mirrors, shop security mirrors, magnifying glasses and twinkling stars, explained.",
          [
            [
              "Why does a swimming pool look shallower than it really is?",
              "Light from the bottom bends away from the normal as it leaves the water",
              "Water magnifies the bottom",
              "Light reflects off the surface",
              "The pool walls absorb light",
            ],
            [
              "Dentists use concave mirrors because they",
              "give an enlarged, erect image of a tooth held close",
              "give a diminished image",
              "give a wide field of view",
              "do not reflect light",
            ],
            ["Security mirrors in shops are convex because they", "give a wide field of view", "magnify objects", "form real images", "focus light to a point"],
            ["A magnifying glass is a", "convex lens", "concave lens", "plane mirror", "convex mirror"],
            ["Stars twinkle mainly because of", "atmospheric refraction", "reflection from the Moon", "the rotation of the stars", "total absorption of light"],
          ],
        ),
        game("Optics term match", games.termMatch("physics"), "Pair each optics and mechanics term with its meaning. A quick, timed revision round."),
      ],
    },
  ],
};
