// School biology and chemistry: the cell (Grade 9), acids and bases (Grade 10), inheritance (Grade 12).
import { animated, game, games, lecture, videos, type CatalogueCourse } from "./build";

const teacher = "mr.rahul.menon";

export const grade9Cell: CatalogueCourse = {
  name: "Grade 9 Biology: The Fundamental Unit of Life",
  description: "How cells were discovered, what is inside them, how plant and animal cells differ, how substances move in and out, and how cells divide.",
  grade: "Grade 9",
  board: "CBSE",
  teacher,
  status: 3,
  price: "0",
  language: "English",
  instructorName: "Rahul Menon",
  img: "/img/courses/biology-cell.svg",
  chapters: [
    {
      name: "Discovering the Cell",
      contents: [
        lecture(
          "Cells: the building blocks of life",
          videos.cell,
          "Hooke's cork cells, Leeuwenhoek's pond-water discoveries, and the cell theory that grew out of them.",
          [
            ["Who first observed and named cells, in a thin slice of cork in 1665?", "Robert Hooke", "Anton van Leeuwenhoek", "Robert Brown", "Charles Darwin"],
            ["The basic structural and functional unit of life is the", "cell", "tissue", "organ", "nucleus"],
            ["Which of these organisms is unicellular?", "Amoeba", "Mango tree", "Earthworm", "Human"],
            [
              "Who first saw free-living cells in pond water with an improved microscope?",
              "Anton van Leeuwenhoek",
              "Robert Hooke",
              "Gregor Mendel",
              "Louis Pasteur",
            ],
            [
              "The cell theory states that",
              "all living things are made of cells, and new cells come from existing cells",
              "only animals are made of cells",
              "cells can form from non-living matter",
              "all cells have a cell wall",
            ],
          ],
        ),
        animated(
          "A tour inside the cell",
          videos.cell,
          "Fly through an animated cell: the plasma membrane, nucleus, mitochondria, ribosomes, Golgi apparatus and lysosomes.",
          [
            ["Which structure controls what enters and leaves the cell?", "Plasma membrane", "Cell wall", "Nucleus", "Vacuole"],
            ["Which organelle is known as the powerhouse of the cell?", "Mitochondrion", "Ribosome", "Golgi apparatus", "Lysosome"],
            ["Chromosomes, which carry genes, are found in the", "nucleus", "cell wall", "vacuole", "plasma membrane"],
            ["Which organelle is called the 'suicide bag' of the cell?", "Lysosome", "Plastid", "Mitochondrion", "Endoplasmic reticulum"],
            ["Proteins are made on the", "ribosomes", "lysosomes", "vacuoles", "cell wall"],
          ],
        ),
      ],
    },
    {
      name: "Plant and Animal Cells",
      contents: [
        lecture(
          "How plant and animal cells differ",
          videos.cell,
          "Cell wall, chloroplasts and the large central vacuole; prokaryotic and eukaryotic cells compared.",
          [
            ["Which structure is found in plant cells but not in animal cells?", "Cell wall", "Plasma membrane", "Nucleus", "Mitochondria"],
            ["The plant cell wall is mainly made of", "cellulose", "protein", "fat", "chitin"],
            ["Chloroplasts contain the green pigment", "chlorophyll", "haemoglobin", "melanin", "carotene"],
            [
              "Compared with animal cells, plant cells usually have",
              "one large central vacuole",
              "no vacuoles",
              "many tiny vacuoles only",
              "a vacuole outside the cell",
            ],
            ["Prokaryotic cells, such as bacteria, lack", "a nuclear membrane", "cytoplasm", "ribosomes", "a plasma membrane"],
          ],
        ),
        lecture(
          "Diffusion and osmosis",
          videos.cell,
          "How gases and water move into and out of cells, and what happens to cells in dilute and concentrated solutions.",
          [
            [
              "Diffusion is the movement of particles from a region of",
              "higher concentration to lower concentration",
              "lower concentration to higher concentration",
              "cold to hot",
              "light to dark",
            ],
            [
              "Osmosis is the movement of",
              "water through a selectively permeable membrane",
              "salt through a cell wall",
              "oxygen out of leaves",
              "food into the stomach",
            ],
            ["A red blood cell placed in pure water will", "swell and may burst", "shrink", "stay the same", "turn green"],
            ["Raisins left in water swell up because of", "endosmosis (water moving in)", "exosmosis", "evaporation", "photosynthesis"],
            ["A solution with a higher concentration of solutes than the cell is called", "hypertonic", "hypotonic", "isotonic", "neutral"],
          ],
        ),
      ],
    },
    {
      name: "Cell Division",
      contents: [
        lecture(
          "Mitosis and meiosis",
          videos.cell,
          "Why cells divide, how mitosis gives growth and repair, and how meiosis makes gametes with half the chromosomes.",
          [
            ["Mitosis produces", "two identical daughter cells", "four different cells", "one larger cell", "gametes only"],
            ["Meiosis takes place when", "gametes (sex cells) are formed", "a wound heals", "a plant grows taller", "bones grow longer"],
            ["Meiosis reduces the chromosome number in each new cell to", "half", "double", "a quarter", "the same number"],
            ["Growth and repair of tissues happen through", "mitosis", "meiosis", "osmosis", "diffusion"],
            ["How many daughter cells does one complete meiosis produce?", "Four", "Two", "One", "Eight"],
          ],
        ),
        game("Cell biology term match", games.termMatch("biology"), "Match each part of the cell, and each process, to its job."),
      ],
    },
  ],
};

export const grade10Acids: CatalogueCourse = {
  name: "Grade 10 Chemistry: Acids, Bases and Salts",
  description:
    "Properties of acids and bases, indicators and the pH scale, neutralisation, and the salts we use every day: baking soda, washing soda, bleaching powder and plaster of Paris.",
  grade: "Grade 10",
  board: "Maharashtra State Board",
  teacher,
  status: 3,
  price: "0",
  language: "English",
  instructorName: "Rahul Menon",
  img: "/img/courses/chemistry-acids.svg",
  chapters: [
    {
      name: "Acids and Bases",
      contents: [
        lecture(
          "Properties of acids and bases",
          videos.acids,
          "How acids and bases react with litmus, metals and carbonates, and the ions they produce in water.",
          [
            ["Acids turn blue litmus", "red", "blue", "green", "colourless"],
            ["Which gas is produced when zinc reacts with dilute hydrochloric acid?", "Hydrogen", "Oxygen", "Carbon dioxide", "Chlorine"],
            ["Bases that dissolve in water are called", "alkalis", "salts", "indicators", "oxides"],
            ["In water, acids produce", "H⁺ (hydrogen) ions", "OH⁻ (hydroxide) ions", "Na⁺ ions", "only Cl⁻ ions"],
            ["An acid reacts with a metal carbonate. The gas released turns lime water", "milky", "blue", "red", "black"],
          ],
        ),
        animated(
          "Indicators and the pH scale",
          videos.acids,
          "Litmus, turmeric and phenolphthalein change colour before your eyes, and the pH scale from 0 to 14 fills in drop by drop.",
          [
            ["A solution with pH 7 is", "neutral", "strongly acidic", "strongly basic", "always salty"],
            ["Which pH is the most acidic?", "2", "5", "7", "11"],
            ["Phenolphthalein turns pink in", "basic solutions", "acidic solutions", "neutral water", "every solution"],
            ["Our stomach juice has a pH of about 1.5–3.5 because it contains", "hydrochloric acid", "sodium hydroxide", "baking soda", "ammonia"],
            ["Turmeric turns reddish-brown in", "a basic solution such as soap water", "lemon juice", "vinegar", "pure water"],
          ],
        ),
      ],
    },
    {
      name: "Neutralisation and Salts",
      contents: [
        lecture(
          "Neutralisation reactions",
          videos.acids,
          "Acid + base → salt + water, written as equations, and where neutralisation helps us: antacids, soil treatment and stings.",
          [
            ["An acid and a base react to give", "salt + water", "hydrogen + oxygen", "only water", "carbon dioxide"],
            ["HCl + NaOH → ?", "NaCl + H₂O", "NaH + ClOH", "Na₂O + HCl", "NaOCl + H₂"],
            ["An antacid relieves acidity because it", "neutralises excess stomach acid", "adds more acid", "kills all bacteria", "cools the stomach"],
            ["Farmers add quicklime or slaked lime to soil that is", "too acidic", "too basic", "too wet", "too sandy"],
            ["A bee sting is acidic. Which household substance can ease it?", "Baking soda (a mild base)", "Vinegar", "Lemon juice", "Curd"],
          ],
        ),
        lecture(
          "Common salts and their uses",
          videos.acids,
          "Sodium chloride, baking soda, washing soda, bleaching powder and plaster of Paris: how they are made and used.",
          [
            ["The chemical name of baking soda is", "sodium hydrogencarbonate", "sodium carbonate", "sodium chloride", "calcium carbonate"],
            ["Washing soda is", "sodium carbonate decahydrate (Na₂CO₃·10H₂O)", "sodium hydrogencarbonate", "calcium oxychloride", "sodium hydroxide"],
            ["Bleaching powder is used to", "disinfect drinking water", "make cakes rise", "neutralise acidic soil", "season food"],
            ["Plaster of Paris sets into a hard mass when it is mixed with", "water", "oil", "acid", "salt"],
            [
              "Common salt (NaCl) is formed from which acid and base?",
              "Hydrochloric acid and sodium hydroxide",
              "Sulphuric acid and calcium hydroxide",
              "Nitric acid and potassium hydroxide",
              "Acetic acid and ammonia",
            ],
          ],
        ),
      ],
    },
    {
      name: "Acids Around Us",
      contents: [
        lecture(
          "Acids in food and nature",
          videos.acids,
          "The natural acids in vinegar, curd, citrus fruits and ant stings, and what acid rain does to lakes and buildings.",
          [
            ["Which acid is found in vinegar?", "Acetic acid", "Citric acid", "Lactic acid", "Tartaric acid"],
            ["Curd tastes sour because of", "lactic acid", "oxalic acid", "citric acid", "hydrochloric acid"],
            ["Lemons and oranges contain", "citric acid", "acetic acid", "formic acid", "lactic acid"],
            ["The sting of an ant contains", "methanoic (formic) acid", "citric acid", "acetic acid", "sulphuric acid"],
            ["Acid rain, with a pH below 5.6, harms", "aquatic life in lakes and rivers", "only deserts", "nothing at all", "only painted metal"],
          ],
        ),
        game("Chemistry term match", games.termMatch("chemistry"), "Match acids, bases, salts and indicators to their descriptions against the clock.", [
          ["Which indicator turns pink in a basic solution?", "Phenolphthalein", "Methyl orange", "Blue litmus", "Turmeric"],
          ["What is the pH of pure water at room temperature?", "7", "0", "1", "14"],
        ]),
      ],
    },
  ],
};

export const grade12Genetics: CatalogueCourse = {
  name: "Grade 12 Biology: Principles of Inheritance and Variation",
  description:
    "Mendel's experiments and laws, monohybrid and dihybrid crosses, incomplete dominance, co-dominance and multiple alleles, sex determination, linkage and chromosomal disorders.",
  grade: "Grade 12",
  board: "Maharashtra State Board",
  teacher,
  status: 3,
  img: "/img/courses/biology-genetics.svg",
  chapters: [
    {
      name: "Mendel's Experiments",
      contents: [
        lecture(
          "Why Mendel chose the garden pea",
          videos.cell,
          "Mendel's careful choice of plant and traits, true-breeding lines, and the vocabulary of genetics: genes, alleles, genotype and phenotype.",
          [
            ["Gregor Mendel carried out his hybridisation experiments on", "the garden pea", "the fruit fly", "maize", "Neurospora"],
            ["How many pairs of contrasting characters did Mendel study?", "Seven", "Four", "Ten", "Two"],
            [
              "One reason the pea was a good choice is that it",
              "naturally self-pollinates and has clear contrasting traits",
              "has a very long life cycle",
              "cannot be cross-pollinated",
              "shows only one trait",
            ],
            [
              "A true-breeding line is one that",
              "shows the same trait over many generations of self-pollination",
              "always produces hybrids",
              "never produces seeds",
              "changes traits every generation",
            ],
            ["Alternative forms of the same gene are called", "alleles", "chromosomes", "genomes", "loci"],
          ],
        ),
        animated(
          "The monohybrid cross",
          videos.cell,
          "Tall and dwarf pea plants crossed through two generations, with an animated Punnett square that fills itself in.",
          [
            ["In the monohybrid cross Tt × Tt, what is the F₂ phenotypic ratio?", "3 : 1", "1 : 2 : 1", "9 : 3 : 3 : 1", "1 : 1"],
            ["In the same cross, what is the genotypic ratio?", "1 : 2 : 1", "3 : 1", "1 : 1", "9 : 3 : 3 : 1"],
            [
              "A test cross is a cross between an individual and",
              "a homozygous recessive parent",
              "a homozygous dominant parent",
              "another hybrid",
              "its own offspring",
            ],
            ["The grid used to work out all possible offspring of a cross is the", "Punnett square", "pedigree chart", "karyotype", "food web"],
            ["An organism with genotype tt is", "homozygous recessive", "heterozygous", "homozygous dominant", "a hybrid"],
          ],
        ),
      ],
    },
    {
      name: "Beyond Mendel",
      contents: [
        lecture(
          "Incomplete dominance and co-dominance",
          videos.cell,
          "Pink snapdragons, AB blood groups and skin colour: inheritance patterns that Mendel's simple dominance does not explain.",
          [
            ["Crossing red and white snapdragons gives pink F₁ plants. This is", "incomplete dominance", "co-dominance", "complete dominance", "sex linkage"],
            [
              "The ABO blood groups in humans are an example of",
              "co-dominance and multiple alleles",
              "incomplete dominance only",
              "sex linkage",
              "polygenic inheritance only",
            ],
            ["A person with genotype IᴬIᴮ has blood group", "AB", "A", "B", "O"],
            ["With incomplete dominance, the F₂ phenotypic ratio is", "1 : 2 : 1", "3 : 1", "9 : 3 : 3 : 1", "1 : 1"],
            [
              "Human skin colour, controlled by several genes, is an example of",
              "polygenic inheritance",
              "co-dominance",
              "incomplete dominance",
              "sex-linked inheritance",
            ],
          ],
        ),
        lecture(
          "The dihybrid cross and independent assortment",
          videos.cell,
          "Seed shape and seed colour followed together: the 9 : 3 : 3 : 1 ratio and Mendel's law of independent assortment.",
          [
            ["The F₂ phenotypic ratio of Mendel's dihybrid cross is", "9 : 3 : 3 : 1", "3 : 1", "1 : 2 : 1", "1 : 1 : 1 : 1"],
            [
              "The law of independent assortment says that",
              "alleles of different genes separate independently during gamete formation",
              "alleles always stay together",
              "only dominant alleles are inherited",
              "traits blend in the offspring",
            ],
            ["How many kinds of gametes does a plant with genotype RrYy produce?", "Four", "Two", "One", "Eight"],
            [
              "The law of segregation says that",
              "the two alleles of a gene separate into different gametes",
              "genes on one chromosome always stay together",
              "dominant traits disappear",
              "offspring are identical to their parents",
            ],
            ["Out of 16 plants in a dihybrid F₂, how many are expected to show both recessive traits?", "1", "3", "9", "4"],
          ],
        ),
      ],
    },
    {
      name: "Chromosomes and Disorders",
      contents: [
        lecture(
          "Sex determination, linkage and disorders",
          videos.cell,
          "How the sex of a child is decided, why genes on one chromosome travel together, and disorders caused by genes and by chromosomes.",
          [
            [
              "In humans, the sex of a child is decided by",
              "the sex chromosome carried by the father's sperm",
              "the mother's egg",
              "the temperature",
              "the number of autosomes",
            ],
            ["Human males have the sex chromosomes", "XY", "XX", "XO", "ZW"],
            ["Colour blindness and haemophilia are", "X-linked recessive disorders", "Y-linked disorders", "caused by extra autosomes", "infectious diseases"],
            ["Down's syndrome is caused by", "an extra copy of chromosome 21", "a missing X chromosome", "a single gene mutation", "a vitamin deficiency"],
            ["Genes close together on the same chromosome tend to be inherited together. This is called", "linkage", "segregation", "dominance", "mutation"],
          ],
        ),
        game("Genetics term match", games.termMatch("biology"), "Pair cell and genetics vocabulary with its meaning: a fast revision round before the exam."),
      ],
    },
  ],
};
