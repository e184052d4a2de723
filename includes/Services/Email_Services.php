<?php
/**
 * Trait Email_Services
 *
 * @package Google\Site_Kit\Services
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Services;

use Google\Site_Kit\Core\Email_Reports\Confirmation_Mail;
use Google\Site_Kit\Core\Email_Reports\Links;
use Google\Site_Kit\Core\Email_Reports\Public_Pages;
use Google\Site_Kit\Core\Email_Reports\Report_Builder;
use Google\Site_Kit\Core\Email_Reports\Report_Mail;
use Google\Site_Kit\Core\Email_Reports\Sender;
use Google\Site_Kit\Core\Email_Reports\Site_Health_Test;
use Google\Site_Kit\Core\Email_Reports\Send_Health;
use Google\Site_Kit\Core\Email_Reports\Subscriptions;

/**
 * Part of Plugin, one file per group of services: the email reports (subscriptions, signed links and their public
 * pages, the confirmation mail, the sender's health). See docs/email-reports.md.
 * Each is built once, on first use, through Plugin::service().
 */
trait Email_Services {

	/**
	 * Who gets the reports.
	 */
	public function email_subscriptions(): Subscriptions {
		return $this->service( Subscriptions::class, fn() => new Subscriptions( fn() => $this->email_confirmation_mail() ) );
	}

	/**
	 * The reports' signed links (unsubscribe, confirm).
	 */
	public function email_links(): Links {
		return $this->service( Links::class, fn() => new Links( $this->email_subscriptions(), $this->encryption() ) );
	}

	/**
	 * The confirmation mailed to an outside address.
	 */
	public function email_confirmation_mail(): Confirmation_Mail {
		return $this->service( Confirmation_Mail::class, fn() => new Confirmation_Mail( $this->email_links() ) );
	}

	/**
	 * The pages the signed links open.
	 */
	public function email_public_pages(): Public_Pages {
		return $this->service( Public_Pages::class, fn() => new Public_Pages( $this->email_subscriptions(), $this->email_links() ) );
	}

	/**
	 * How the sending is doing (WP-Cron, last success, failures).
	 */
	public function email_send_health(): Send_Health {
		return $this->service( Send_Health::class, fn() => new Send_Health() );
	}

	/**
	 * The report sender: the WP-Cron sends, retries, and test sends from the REST API.
	 */
	public function email_report_sender(): Sender {
		return $this->service(
			Sender::class,
			fn() => new Sender( $this->email_subscriptions(), Report_Builder::of( $this ), new Report_Mail(), $this->email_links() )
		);
	}

	/**
	 * The Site Health test of the sending.
	 */
	public function email_site_health_test(): Site_Health_Test {
		return $this->service( Site_Health_Test::class, fn() => new Site_Health_Test( $this->email_subscriptions(), $this->email_send_health() ) );
	}
}
