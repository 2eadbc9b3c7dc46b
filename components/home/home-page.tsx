"use client";
// Home (contract §2): hero, AI recommendations, courses, intro video, what's new, and the chatbot bubble.
// The AI parts load after the page paints: they are not needed for the first view.
import { lazy, Suspense } from "react";
import { Hero } from "./hero";
import { HomeCourses } from "./home-courses";
import { IntroVideo } from "./intro-video";
import { WhatsNew } from "./whats-new";

const HomeRecommendations = lazy(() => import("@/components/ai/home-recommendations").then((m) => ({ default: m.HomeRecommendations })));
const ChatbotBubble = lazy(() => import("@/components/ai/chatbot-bubble").then((m) => ({ default: m.ChatbotBubble })));

export function HomePage() {
  return (
    <>
      <Hero />
      <Suspense fallback={null}>
        <HomeRecommendations />
      </Suspense>
      <HomeCourses />
      <IntroVideo />
      <WhatsNew />
      <Suspense fallback={null}>
        <ChatbotBubble />
      </Suspense>
    </>
  );
}
