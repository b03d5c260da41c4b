import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { LandingPage } from '../features/landing/pages/landing-page';
import { loadMessages } from '../i18n';
import { RequireAdmin, RequireGuest, RequirePlayer, RequireUser } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Every page but the landing page is its own chunk, drawn once its part of the messages (i18n/index.ts) and TanStack
 * Query's provider are here too: all three are fetched at once.
 */
const page = <K extends string, T extends Record<K, React.ComponentType>>(load: () => Promise<T>, name: K) =>
  lazy(async () => {
    const [module, { withQueries }] = await Promise.all([load(), import('./query-client'), loadMessages('pages')]);
    return { default: withQueries(module[name]) };
  });

/** The pages the footer links to read no API: their chunk and their own part of the messages. */
const infoPage = <K extends string, T extends Record<K, React.ComponentType>>(load: () => Promise<T>, name: K) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), loadMessages('info')]);
    return { default: module[name] };
  });

const LoginPage = page(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const VerifyEmailPage = page(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const VerifyEmailHelpPage = page(() => import('../features/auth/pages/verify-email-help-page'), 'VerifyEmailHelpPage');
const ForgotPasswordPage = page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const DashboardPage = page(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage');
const ProfilePage = page(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const CreateQuizPage = page(() => import('../features/quizzes/pages/create-quiz-page'), 'CreateQuizPage');
const EditQuizPage = page(() => import('../features/quizzes/pages/edit-quiz-page'), 'EditQuizPage');
const QuizDetailsPage = page(() => import('../features/quizzes/pages/quiz-details-page'), 'QuizDetailsPage');
const EmbedQuizPage = page(() => import('../features/quizzes/pages/embed-quiz-page'), 'EmbedQuizPage');
const TakeQuizPage = page(() => import('../features/submissions/pages/take-quiz-page'), 'TakeQuizPage');
const ResultsPage = page(() => import('../features/submissions/pages/results-page'), 'ResultsPage');
const UploadQuizPage = page(() => import('../features/generation/pages/upload-quiz-page'), 'UploadQuizPage');
const ImportQuizPage = page(() => import('../features/quiz-files/pages/import-quiz-page'), 'ImportQuizPage');
const PrintQuizPage = page(() => import('../features/quiz-files/pages/print-quiz-page'), 'PrintQuizPage');
const CreateAiQuizPage = page(() => import('../features/generation/pages/create-ai-quiz-page'), 'CreateAiQuizPage');
const CreateRoomPage = page(() => import('../features/rooms/pages/create-room-page'), 'CreateRoomPage');
const JoinRoomPage = page(() => import('../features/rooms/pages/join-room-page'), 'JoinRoomPage');
const RoomReportPage = page(() => import('../features/rooms/pages/room-report-page'), 'RoomReportPage');
const PresenterPage = page(() => import('../features/rooms/pages/presenter-page'), 'PresenterPage');
const PlayPage = page(() => import('../features/rooms/pages/play-page'), 'PlayPage');
const RoomPage = page(() => import('../features/rooms/pages/room-page'), 'RoomPage');
const QuizGamePage = page(() => import('../features/rooms/pages/quiz-game-page'), 'QuizGamePage');
const GameReviewPage = page(() => import('../features/rooms/pages/game-review-page'), 'GameReviewPage');
const FriendsPage = page(() => import('../features/friends/pages/friends-page'), 'FriendsPage');
const AchievementsPage = page(() => import('../features/achievements/pages/achievements-page'), 'AchievementsPage');
const ClassPage = page(() => import('../features/classes/pages/class-page'), 'ClassPage');
const ClassCardsPage = page(() => import('../features/classes/pages/class-cards-page'), 'ClassCardsPage');
const JoinClassPage = page(() => import('../features/classes/pages/join-class-page'), 'JoinClassPage');
const CardSignInPage = page(() => import('../features/classes/pages/card-sign-in-page'), 'CardSignInPage');
const GradebookPage = page(() => import('../features/gradebook/pages/gradebook-page'), 'GradebookPage');
const AssignmentReportPage = page(
  () => import('../features/gradebook/pages/assignment-report-page'),
  'AssignmentReportPage',
);
const AdminPage = page(() => import('../features/admin/pages/admin-page'), 'AdminPage');
const NotFoundPage = page(() => import('../features/misc/pages/not-found-page'), 'NotFoundPage');
const AboutUsPage = infoPage(() => import('../features/info/pages/about-us-page'), 'AboutUsPage');
const FeaturesPage = infoPage(() => import('../features/info/pages/features-page'), 'FeaturesPage');
const PricingPage = infoPage(() => import('../features/info/pages/pricing-page'), 'PricingPage');
const ContactPage = infoPage(() => import('../features/info/pages/contact-page'), 'ContactPage');
const BlogPage = infoPage(() => import('../features/info/pages/blog-page'), 'BlogPage');
const DocumentationPage = infoPage(() => import('../features/info/pages/documentation-page'), 'DocumentationPage');
const SupportPage = infoPage(() => import('../features/info/pages/support-page'), 'SupportPage');
const FaqPage = infoPage(() => import('../features/info/pages/faq-page'), 'FaqPage');

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        element: <RequireGuest />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
        ],
      },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/verify-email/:token', element: <VerifyEmailPage /> },
      { path: '/help/verify-email', element: <VerifyEmailHelpPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/quiz/:id?', element: <QuizDetailsPage /> },
      { path: '/quiz/:id/print', element: <PrintQuizPage /> },
      { path: '/embed/quiz/:id', element: <EmbedQuizPage /> },
      { path: '/play', element: <PlayPage /> },
      { path: '/class', element: <CardSignInPage /> },
      {
        element: <RequirePlayer />,
        children: [
          { path: '/room/:code', element: <RoomPage /> },
          { path: '/quiz-game/:code', element: <QuizGamePage /> },
          { path: '/room/:code/review', element: <GameReviewPage /> },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/create-quiz', element: <CreateQuizPage /> },
          { path: '/edit-quiz/:id', element: <EditQuizPage /> },
          { path: '/upload', element: <UploadQuizPage /> },
          { path: '/import', element: <ImportQuizPage /> },
          { path: '/create-ai-quiz', element: <CreateAiQuizPage /> },
          { path: '/take-quiz/:quizId', element: <TakeQuizPage /> },
          { path: '/results/:submissionId', element: <ResultsPage /> },
          { path: '/create-room', element: <CreateRoomPage /> },
          { path: '/create-room/:id', element: <CreateRoomPage /> },
          { path: '/join-room', element: <JoinRoomPage /> },
          { path: '/room/:code/report', element: <RoomReportPage /> },
          { path: '/room/:code/present', element: <PresenterPage /> },
          { path: '/friends', element: <FriendsPage /> },
          { path: '/achievements', element: <AchievementsPage /> },
          { path: '/class/join', element: <JoinClassPage /> },
          { path: '/classes/:id', element: <ClassPage /> },
          { path: '/classes/:id/cards', element: <ClassCardsPage /> },
          { path: '/classes/:id/gradebook', element: <GradebookPage /> },
          { path: '/assignments/:id/report', element: <AssignmentReportPage /> },
          { element: <RequireAdmin />, children: [{ path: '/admin', element: <AdminPage /> }] },
        ],
      },
      { path: '/about-us', element: <AboutUsPage /> },
      { path: '/features', element: <FeaturesPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/blog', element: <BlogPage /> },
      { path: '/documentation', element: <DocumentationPage /> },
      { path: '/support', element: <SupportPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/not-found', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
