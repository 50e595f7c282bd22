import { CargoServices } from './CargoServices';
import { HeroBand } from './HeroBand';
import { LatestInformation } from './LatestInformation';
import { RouteCards } from './RouteCards';
import './home.css';

/** The home page: the hero with the ways in, the routes, the latest news and the cargo tools. */
export default function HomePage() {
  return (
    <div className="home">
      <HeroBand />
      <div className="home-body">
        <RouteCards />
        <div className="home-columns">
          <LatestInformation />
          <CargoServices />
        </div>
      </div>
    </div>
  );
}
