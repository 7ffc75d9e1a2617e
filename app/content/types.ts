// The shape of each kind of record the pages render. Every content module is checked against these with
// `satisfies`, so a missing or misspelt field fails the type check, not the page.

export type SkillLevel = "Advanced" | "Expert";

/** A home-page skill carries a level; an about-page skill carries an icon. */
export type Skill = { name: string; level: SkillLevel } | { name: string; iconUrl: string };
export type LeveledSkill = Extract<Skill, { level: SkillLevel }>;
export type IconSkill = Extract<Skill, { iconUrl: string }>;

export type Experience = {
  title: string;
  company_name: string;
  icon: string;
  /** Background colour of the icon badge, any CSS colour. */
  iconBg: string;
  /** Shown as written, e.g. "Sep 2023 – Present". */
  date: string;
  points: [string, string, string, string];
};

export type ExternalLink = {
  name: string;
  iconUrl: string;
  link: string;
};

export type Project = {
  name: string;
  description: string;
  tags: string[];
  /** Accent colour of the card, any CSS colour. */
  theme: string;
  iconUrl: string;
} & (
  | {
      status: "live";
      link: string;
      /** What the live link leads to, read by screen readers, e.g. "App Store listing". */
      linkLabel: string;
    }
  /** In progress: the card says so, and its link waits (null) rather than lead to a dead page. */
  | { status: "in-progress"; link: null }
);

export type ContactInfoItem = {
  title: string;
  value: string;
  icon: string;
  link: string;
};

export type Qualification = {
  name: string;
  institution: string;
  year: string;
};
