// The record shapes of the spec (section 3). Every content module is checked against these with `satisfies`.

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

export type ProjectStatus = "live" | "in-progress";

export type Project = {
  name: string;
  description: string;
  tags: string[];
  /** null while the project is in progress: the card then says so instead of linking to a dead page. */
  link: string | null;
  /** What the live link leads to, read by screen readers, e.g. "App Store listing". */
  linkLabel: string;
  /** Accent colour of the card, any CSS colour. */
  theme: string;
  iconUrl: string;
  status: ProjectStatus;
};

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
