import { site } from "./site";
import type { Project } from "~/content-types";
import barChart from "~/assets/icons/bar-chart.svg";
import smartphone from "~/assets/icons/smartphone.svg";
import sparkles from "~/assets/icons/sparkles.svg";

export const projects = [
  {
    name: "Labhair",
    description:
      "A mobile app for adult learners of Irish: read a sentence aloud in the dialect you are learning and get instant feedback on the sounds that set Irish apart, such as broad and slender consonants.",
    tags: ["Flutter", "Speech recognition", "Irish language"],
    link: "https://play.google.com/store/apps/details?id=ie.example.labhair",
    linkLabel: "Google Play listing",
    theme: "#15803d",
    iconUrl: smartphone,
    status: "live",
  },
  {
    name: "Meascán",
    description:
      "An open benchmark for speech recognition on code-switched Irish–English speech: 40 hours of conversation from three dialect regions, transcribed and annotated for language switches, with baselines and a leaderboard.",
    tags: ["Python", "ASR evaluation", "Open source"],
    link: `${site.github}/meascan`,
    linkLabel: "code repository",
    theme: "#1d4ed8",
    iconUrl: barChart,
    status: "live",
  },
  {
    name: "Fotheidil Beo",
    description:
      "Live captions for Irish-language community radio, so that deaf and hard-of-hearing listeners and learners can follow along. Currently being tried out with two stations.",
    tags: ["Streaming ASR", "Accessibility", "Irish language"],
    link: null,
    theme: "#b45309",
    iconUrl: sparkles,
    status: "in-progress",
  },
] satisfies Project[];

/** The home page features three projects. */
export const featuredProjects = projects.slice(0, 3);
