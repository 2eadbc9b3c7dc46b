// School geography and English: Grade 7.
import { animated, game, games, lecture, videos, type CatalogueCourse } from "./build";

const teacher = "ms.ananya.deshpande";

export const grade7Geography: CatalogueCourse = {
  name: "Grade 7 Geography: Air, Water and Weather",
  description: "The layers of the atmosphere, the water cycle, weather and climate, winds and the Indian monsoon, and how to use and save water wisely.",
  grade: "Grade 7",
  board: "Maharashtra State Board",
  teacher,
  status: 3,
  price: "0",
  language: "English",
  instructorName: "Ananya Deshpande",
  img: "/img/courses/geography-weather.svg",
  chapters: [
    {
      name: "The Atmosphere",
      contents: [
        lecture(
          "What air is made of",
          videos.weather,
          "The gases in the air, the layers of the atmosphere, and why the ozone layer matters to every living thing.",
          [
            ["Which gas makes up about 78% of the air?", "Nitrogen", "Oxygen", "Carbon dioxide", "Argon"],
            ["About what percentage of the air is oxygen?", "21%", "78%", "1%", "50%"],
            ["We live in which layer of the atmosphere, where almost all weather happens?", "Troposphere", "Stratosphere", "Mesosphere", "Thermosphere"],
            ["The ozone layer, which absorbs harmful ultraviolet rays, lies in the", "stratosphere", "troposphere", "mesosphere", "exosphere"],
            ["Which gas do plants take in from the air to make food?", "Carbon dioxide", "Nitrogen", "Oxygen", "Helium"],
          ],
        ),
        animated(
          "The water cycle",
          videos.weather,
          "Follow a drop of water from the sea to a cloud, down as monsoon rain and back to the sea through rivers and groundwater.",
          [
            ["Water changing into water vapour because of the Sun's heat is called", "evaporation", "condensation", "precipitation", "infiltration"],
            ["Water vapour cooling into tiny droplets that form clouds is called", "condensation", "evaporation", "transpiration", "run-off"],
            ["Rain, snow, sleet and hail are all forms of", "precipitation", "condensation", "evaporation", "humidity"],
            ["Plants release water vapour through their leaves by", "transpiration", "photosynthesis", "germination", "pollination"],
            ["About how much of the Earth's surface is covered by water?", "About 71%", "About 29%", "About 50%", "About 90%"],
          ],
        ),
      ],
    },
    {
      name: "Weather and Climate",
      contents: [
        lecture(
          "Weather versus climate",
          videos.weather,
          "The difference between today's weather and a region's climate, and the instruments at a weather station.",
          [
            [
              "Weather is",
              "the day-to-day condition of the atmosphere at a place",
              "the average condition over 30 or more years",
              "the same everywhere on Earth",
              "only the temperature",
            ],
            ["Climate is", "the average weather of a place over a long period", "today's temperature", "a single storm", "the rain that fell in one day"],
            ["Which instrument measures atmospheric pressure?", "Barometer", "Thermometer", "Rain gauge", "Anemometer"],
            ["Which instrument measures wind speed?", "Anemometer", "Barometer", "Hygrometer", "Wind vane"],
            ["The amount of water vapour in the air is called", "humidity", "pressure", "precipitation", "visibility"],
          ],
        ),
        lecture(
          "Winds and the monsoon",
          videos.weather,
          "Why air moves from high to low pressure, land and sea breezes, the loo, and how the south-west monsoon reaches Maharashtra.",
          [
            ["Wind always blows from areas of", "high pressure to low pressure", "low pressure to high pressure", "cold land to the Moon", "east to west only"],
            ["The south-west monsoon brings most of India's rain during", "June to September", "December to February", "March to May", "only November"],
            [
              "During the day, a sea breeze blows from",
              "the sea towards the land",
              "the land towards the sea",
              "mountains to valleys",
              "the poles to the equator",
            ],
            ["The hot, dry local wind that blows over north India in summer is called the", "loo", "monsoon", "chinook", "mistral"],
            [
              "Mumbai gets heavy rain while much of the Deccan interior gets less, because the interior lies in the",
              "rain-shadow area of the Western Ghats",
              "path of cyclones",
              "Thar desert",
              "Himalayan foothills",
            ],
          ],
        ),
      ],
    },
    {
      name: "Water Resources",
      contents: [
        lecture(
          "Saving every drop",
          videos.weather,
          "Fresh water is scarce. Groundwater, rainwater harvesting, drip irrigation and the habits that save water at home.",
          [
            ["Collecting and storing rain from rooftops for later use is called", "rainwater harvesting", "irrigation", "desalination", "evaporation"],
            ["Most of the Earth's water is", "salty ocean water", "fresh water in rivers", "groundwater", "water vapour"],
            ["Which irrigation method uses the least water?", "Drip irrigation", "Flood irrigation", "Open channels", "Canal irrigation"],
            ["Water stored in the spaces between rocks under the ground is called", "groundwater", "surface water", "sea water", "glacial water"],
            [
              "Which habit saves water at home?",
              "Turning off the tap while brushing your teeth",
              "Washing the car with a running hose",
              "Ignoring leaking taps",
              "Using extra buckets for a bath",
            ],
          ],
        ),
        game("Geography term match", games.termMatch("geography"), "Match weather and water words to their meanings before time runs out.", [
          ["Which instrument measures rainfall?", "Rain gauge", "Barometer", "Anemometer", "Thermometer"],
        ]),
      ],
    },
  ],
};

export const grade7English: CatalogueCourse = {
  name: "Grade 7 English: Tenses, Voice and Reported Speech",
  description: "Use every tense with confidence, switch between active and passive voice, and report what people said, with plenty of sentence practice.",
  grade: "Grade 7",
  board: "ICSE",
  teacher,
  status: 3,
  instructorName: "Ananya Deshpande",
  img: "/img/courses/english-grammar.svg",
  chapters: [
    {
      name: "Tenses",
      contents: [
        lecture("Present, past and future", videos.tenses, "The simple, continuous and perfect forms of each tense, and the time words that go with them.", [
          [
            "Which sentence is in the simple present tense?",
            "She walks to school every day.",
            "She walked to school yesterday.",
            "She will walk to school tomorrow.",
            "She had walked to school.",
          ],
          ["Choose the correct form: 'Look! The children ___ in the park.'", "are playing", "play", "played", "have played"],
          [
            "Which sentence is in the simple past tense?",
            "We visited Jaipur last year.",
            "We visit Jaipur every year.",
            "We are visiting Jaipur.",
            "We will visit Jaipur.",
          ],
          ["Choose the correct form: 'By the time we reached the station, the train ___.'", "had left", "has left", "leaves", "is leaving"],
          [
            "'I will have finished my homework by six.' This sentence is in the",
            "future perfect tense",
            "future continuous tense",
            "present perfect tense",
            "simple future tense",
          ],
        ]),
        animated(
          "Tenses on a timeline",
          videos.tenses,
          "An animated timeline shows exactly when each action happens, so choosing between past, present perfect and continuous becomes easy.",
          [
            ["The present perfect tense connects", "a past action to the present moment", "two future actions", "only habits", "imaginary situations"],
            [
              "Choose the correct sentence.",
              "I have lived here since 2020.",
              "I am living here since 2020.",
              "I live here since 2020.",
              "I lived here since 2020.",
            ],
            ["Which word usually signals the present continuous?", "now", "yesterday", "ago", "last week"],
            ["Choose the correct form: 'She ___ TV when the lights went out.'", "was watching", "is watching", "watches", "has watched"],
            ["Which time expression goes with the simple past?", "two days ago", "since Monday", "so far", "tomorrow"],
          ],
        ),
      ],
    },
    {
      name: "Active and Passive Voice",
      contents: [
        lecture(
          "Changing active to passive",
          videos.tenses,
          "Step by step: move the object to the front, use the right form of 'be' with the past participle, and add 'by' if needed.",
          [
            [
              "Change to passive: 'The cat chased the mouse.'",
              "The mouse was chased by the cat.",
              "The mouse chased the cat.",
              "The cat was chased by the mouse.",
              "The mouse is chased by the cat.",
            ],
            ["In the passive voice, the object of the active sentence becomes the", "subject", "verb", "object", "adverb"],
            [
              "Change to passive: 'Ravi writes a letter.'",
              "A letter is written by Ravi.",
              "A letter was written by Ravi.",
              "A letter has written Ravi.",
              "Ravi is written a letter.",
            ],
            [
              "Which sentence is in the passive voice?",
              "The bridge was built in 1990.",
              "They built the bridge in 1990.",
              "The workers are building a bridge.",
              "We will build a bridge.",
            ],
            [
              "Change to passive: 'They will announce the results tomorrow.'",
              "The results will be announced tomorrow.",
              "The results will announce tomorrow.",
              "The results were announced tomorrow.",
              "They will be announced the results tomorrow.",
            ],
          ],
        ),
        lecture(
          "When to use the passive",
          videos.tenses,
          "The passive is not just an exercise: it is how news reports, science writing and notices focus on what happened.",
          [
            ["We often use the passive when the doer of the action is", "unknown or unimportant", "the most important word", "a pronoun", "in the future"],
            [
              "Which sentence suits a science report best?",
              "The solution was heated for five minutes.",
              "Me and my friend heated it, it was fun.",
              "Heating the solution five minutes.",
              "The solution heated by me it was.",
            ],
            [
              "'My wallet has been stolen!' Why is the passive used here?",
              "The thief is unknown",
              "It is a question",
              "It is about the future",
              "The wallet did the action",
            ],
            [
              "Every passive verb contains",
              "a form of 'be' and a past participle",
              "'have' and a base verb",
              "'do' and a base verb",
              "a modal and an -ing form",
            ],
            [
              "Change to passive: 'Someone has cleaned the room.'",
              "The room has been cleaned.",
              "The room has cleaned.",
              "The room was being clean.",
              "Someone has been cleaned the room.",
            ],
          ],
        ),
      ],
    },
    {
      name: "Reported Speech",
      contents: [
        lecture(
          "Direct and indirect speech",
          videos.tenses,
          "Reporting statements and commands: changing pronouns, moving tenses back, and changing words of time and place.",
          [
            [
              "Change to reported speech: She said, 'I am tired.'",
              "She said that she was tired.",
              "She said that I am tired.",
              "She says she is tired yesterday.",
              "She said that she is being tired.",
            ],
            ["When the reporting verb is in the past, 'will' usually changes to", "would", "shall", "will be", "can"],
            [
              "Change to reported speech: He said, 'I bought a bicycle yesterday.'",
              "He said that he had bought a bicycle the day before.",
              "He said that I bought a bicycle yesterday.",
              "He said he buys a bicycle today.",
              "He said that he will buy a bicycle.",
            ],
            [
              "Change to reported speech: The teacher said to us, 'Open your books.'",
              "The teacher told us to open our books.",
              "The teacher said us open your books.",
              "The teacher told that we open books.",
              "The teacher asked us that open the books.",
            ],
            ["In reported speech, 'here' usually changes to", "there", "where", "this", "now"],
          ],
        ),
        game("Grammar term match", games.termMatch("grammar"), "Match each grammar term to an example. Quick practice for tenses, voice and speech."),
      ],
    },
  ],
};
